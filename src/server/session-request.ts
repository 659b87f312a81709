import * as z from 'zod/mini';
import { embedThemeSchema } from '../protocol/action-payloads';
import { nonEmptyString, positiveIntegerNumber } from '../protocol/schemas';

// The body of `POST /api/v1/embed/generate-session` (README "API: `@svc/embed/server`"). Unknown fields are dropped.

/** `^[a-z][a-z0-9-]{3,34}[a-z0-9]$`: 5 to 36 characters, lowercase, no leading or trailing dash. */
export const EMBED_TENANT_NAME_PATTERN = /^[a-z][a-z0-9-]{3,34}[a-z0-9]$/;

/** The fields that describe what an external user may see; the platform refuses them with `internalId`. */
export const EXTERNAL_ACCESS_FIELDS = ['groups', 'roles', 'userAttributes', 'securityContext'] as const;

const EMBED_TENANT_NAME_RULE =
  'must be 5 to 36 lowercase letters, digits or hyphens, starting with a letter and ending with a letter or digit';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const isNormalizedId = (value: string) => value === value.trim().toLowerCase();

const names = () => z.array(nonEmptyString());

const userAttribute = z.object({
  /** The attribute's name. */
  name: nonEmptyString(),
  /** A string, a finite number, a boolean, or an array of strings or of numbers. */
  // zod numbers are finite: NaN and Infinity are refused.
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.array(z.number())], {
    error: 'must be a string, a number, a boolean, or an array of strings or of numbers',
  }),
});

/** The zod schema `generateSession` checks a request with; useful to check a request early. */
export const generateSessionRequestSchema = z
  .object({
    /** The deployment the session opens (the only required field). */
    deploymentId: positiveIntegerNumber(),
    /** Your id for the viewer, already lowercase and trimmed; never together with `internalId`. */
    externalId: z.optional(
      nonEmptyString().check(z.refine(isNormalizedId, 'must already be lowercase and trimmed')),
    ),
    /** A platform user's own id; excludes `externalId`, `groups`, `roles`, `userAttributes`, `securityContext`. */
    internalId: z.optional(nonEmptyString()),
    /** The viewer's email address. */
    email: z.optional(z.string().check(z.regex(EMAIL_PATTERN, 'must be an email address'))),
    /** How the viewer is shown in the embed. */
    userProfile: z.optional(
      z.object({
        /** The viewer's name as shown. */
        displayName: z.optional(z.string()),
        /** Absolute http(s) URL of the viewer's picture. */
        picture: z.optional(z.string().check(z.refine(isHttpUrl, 'must be an absolute http(s) URL'))),
      }),
    ),
    /** Groups the viewer belongs to, for access rules. */
    groups: z.optional(names()),
    /** Roles the viewer has, for access rules. */
    roles: z.optional(names()),
    /** Attributes of the viewer (`{ name, value }`), for row-level access rules. */
    userAttributes: z.optional(z.array(userAttribute)),
    /** A free-form object that access rules can read. */
    securityContext: z.optional(z.record(z.string(), z.unknown())),
    /** Embed session settings (`EmbedSettings`); an omitted key inherits the account setting. */
    settings: z.optional(
      z.object({
        /** Shows the chat panel on dashboards. */
        showDashboardChat: z.optional(z.boolean()),
        /** Lets the viewer author workspace items from the chat. */
        allowChatWorkspaceAuthoring: z.optional(z.boolean()),
        /** Enables comments on dashboards. */
        enableDashboardComments: z.optional(z.boolean()),
      }),
    ),
    /** Names of the embed tenant's groups the viewer is put in. */
    tenantGroups: z.optional(names()),
    /** Embed tenant groups to create or update with this session. */
    tenantGroupDefinitions: z.optional(
      z.array(
        z.object({
          /** The group's name. */
          name: nonEmptyString(),
          /** The group's name as shown. */
          displayName: z.optional(z.string()),
        }),
      ),
    ),
    /** How the embed tenant is shown. */
    embedTenantProfile: z.optional(
      z.object({
        /** The tenant's name as shown. */
        displayName: z.string(),
      }),
    ),
    /** The brand theme of the embed; the `set-theme` action takes the same object. */
    embedTheme: z.optional(embedThemeSchema),
    /** The embed tenant the viewer belongs to: 5 to 36 characters, `EMBED_TENANT_NAME_PATTERN`. */
    embedTenantName: z.optional(z.string().check(z.regex(EMBED_TENANT_NAME_PATTERN, EMBED_TENANT_NAME_RULE))),
    /** Opens the embed in creator mode. */
    creatorMode: z.optional(z.boolean()),
    /** The public id of the dashboard the session is for. */
    publicDashboardId: z.optional(nonEmptyString()),
  })
  .check(
    z.superRefine((request, context) => {
      if (request.internalId === undefined) return;
      if (request.externalId !== undefined) {
        context.issues.push({
          code: 'custom',
          path: ['internalId'],
          message: 'must not be given with externalId',
          input: request.internalId,
        });
      }
      for (const field of EXTERNAL_ACCESS_FIELDS) {
        if (request[field] === undefined) continue;
        context.issues.push({
          code: 'custom',
          path: [field],
          message: 'must not be given with internalId',
          input: request[field],
        });
      }
    }),
  );

// An interface, not an alias of the inferred type: an editor then shows `GenerateSessionRequest`, not
// the whole object, in `generateSession`'s signature.
type InferredSessionRequest = z.infer<typeof generateSessionRequestSchema>;

/** What `generateSession` sends to `POST /api/v1/embed/generate-session`; only `deploymentId` is required. */
export interface GenerateSessionRequest extends InferredSessionRequest {}
