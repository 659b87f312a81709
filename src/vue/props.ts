import type { PropType } from 'vue';
import type {
  EmbedFilters,
  HostExtension,
  RenewalRetryOptions,
  SetThemePayload,
  Surface,
  TransportChoice,
} from '../host';
import type { ColorScheme, KeepAliveOptions, LifecycleOptions } from '../lifecycle';

/** The controller options a component can take: the wrapper owns the iframe and reports diagnostics as an event. */
export type SvcEmbedProps = LifecycleOptions;

export type { ColorScheme };

/** Runtime declarations of `SvcEmbedProps` (Vue needs them to make props reactive). */
export const svcEmbedProps = {
  /** The tenant's base URL, e.g. `https://acme.svc.example`. Identity: a change re-creates the embed. */
  tenantUrl: {
    /** Vue checks that it is a string. */
    type: String,
    /** Vue warns when it is missing. */
    required: true,
  },
  /** `dashboard`, `app` or `chat`. Identity. */
  surface: {
    /** Vue checks that it is a string. */
    type: String as PropType<Surface>,
    /** Vue warns when it is missing. */
    required: true,
  },
  /** Dashboard to show (dashboard surface). Identity. */
  publicId: String,
  /** Deployment whose app to show (app surface). Identity. */
  deploymentId: Number,
  /** In-app route below `/embed/d/<deploymentId>/app` (app surface). Identity. */
  path: String,
  /** Single-use session id from your backend; opens the next embed unless an earlier one used it. */
  sessionId: String,
  /** Mints a fresh session id on your backend: for a new embed after `sessionId` was spent, and for renewals. */
  mintSession: Function as PropType<() => Promise<string>>,
  /** Shows widget downloads (dashboards). Identity. */
  allowExport: Boolean,
  /** IANA time zone, e.g. `Europe/Paris`; a change is sent as `set-timezone`. */
  timezone: String,
  /** BCP 47 tag, e.g. `fr-CA`; a change is sent as `set-locale`. */
  locale: String,
  /** Filters by fully-qualified member; members added or changed are set, members removed are cleared. */
  filters: Object as PropType<EmbedFilters>,
  /** `light`, `dark` or `auto`; sent as `set-color-scheme`. */
  colorScheme: String as PropType<ColorScheme>,
  /** Brand theme, sent as `set-theme`, compared by value. */
  theme: Object as PropType<SetThemePayload>,
  /** Accessible title of the iframe. Default `Embedded <surface>`. */
  title: String,
  /** How long the embed may take to say `ready`. Default 30 s. */
  readyTimeoutMs: Number,
  /** `auto` (default), `window` or `port`: how messages travel. Read when an embed is created. */
  transport: String as PropType<TransportChoice>,
  /** How a session renewal retries. Read when an embed is created. */
  renewal: Object as PropType<RenewalRetryOptions>,
  /** Extensions such as `[autoHeight(), debugLog()]`. Read when an embed is created. */
  extensions: Array as PropType<readonly HostExtension[]>,
  /**
   * Keeps the embed alive under this id across unmounts (hidden, ready), or `{ id, owner }`: a kept
   * embed is shown only to the same owner (see `KeepAliveOptions`). The id is read when an embed is created.
   */
  keepAlive: [String, Object] as PropType<string | KeepAliveOptions>,
} as const satisfies { [K in keyof SvcEmbedProps]-?: unknown };
