import * as z from 'zod/mini';
import { embedThemeSchema } from '../protocol/action-payloads';
import { integerAtLeast, nonEmptyString } from '../protocol/values';

/** The body of `POST /api/v1/embed/generate-session` (spec/session-api-facts.md). Unknown fields are dropped. */

/** `^[a-z][a-z0-9-]{3,34}[a-z0-9]$`: 5 to 36 characters, lowercase, no leading or trailing dash. */
export const EMBED_TENANT_NAME_PATTERN = /^[a-z][a-z0-9-]{3,34}[a-z0-9]$/;

/** The fields that describe what an external user may see; the platform refuses them with `internalId`. */
const EXTERNAL_ACCESS_FIELDS = ['groups', 'roles', 'userAttributes', 'securityContext'] as const;

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
  name: nonEmptyString(),
  // zod numbers are finite: NaN and Infinity are refused.
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.array(z.number())]),
});

export const generateSessionRequestSchema = z
  .object({
    deploymentId: integerAtLeast(1),
    externalId: z.optional(
      nonEmptyString().check(z.refine(isNormalizedId, 'must already be lowercase and trimmed')),
    ),
    internalId: z.optional(nonEmptyString()),
    email: z.optional(z.string().check(z.regex(EMAIL_PATTERN, 'must be an email address'))),
    userProfile: z.optional(
      z.object({
        displayName: z.optional(z.string()),
        picture: z.optional(z.string().check(z.refine(isHttpUrl, 'must be an absolute http(s) URL'))),
      }),
    ),
    groups: z.optional(names()),
    roles: z.optional(names()),
    userAttributes: z.optional(z.array(userAttribute)),
    securityContext: z.optional(z.record(z.string(), z.unknown())),
    settings: z.optional(
      z.object({
        showDashboardChat: z.optional(z.boolean()),
        allowChatWorkspaceAuthoring: z.optional(z.boolean()),
        enableDashboardComments: z.optional(z.boolean()),
      }),
    ),
    tenantGroups: z.optional(names()),
    tenantGroupDefinitions: z.optional(
      z.array(z.object({ name: nonEmptyString(), displayName: z.optional(z.string()) })),
    ),
    embedTenantProfile: z.optional(z.object({ displayName: z.string() })),
    embedTheme: z.optional(embedThemeSchema),
    embedTenantName: z.optional(z.string().check(z.regex(EMBED_TENANT_NAME_PATTERN))),
    creatorMode: z.optional(z.boolean()),
    publicDashboardId: z.optional(nonEmptyString()),
  })
  .check(
    z.superRefine((request, context) => {
      if (request.internalId === undefined) return;
      if (request.externalId !== undefined) {
        context.issues.push({
          code: 'custom',
          path: ['internalId'],
          message: 'externalId and internalId are mutually exclusive',
          input: request.internalId,
        });
      }
      for (const field of EXTERNAL_ACCESS_FIELDS) {
        if (request[field] === undefined) continue;
        context.issues.push({
          code: 'custom',
          path: [field],
          message: `${field} is not allowed together with internalId`,
          input: request[field],
        });
      }
    }),
  );

export type GenerateSessionRequest = z.infer<typeof generateSessionRequestSchema>;
