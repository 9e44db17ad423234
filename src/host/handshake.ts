import * as v from 'valibot';

/** Spec §3 "Parent (host handshake) data" and "User", with the defaults the spec gives. */
const ExperimentSchema = v.object({ key: v.string(), group: v.string() });
export type Experiment = v.InferOutput<typeof ExperimentSchema>;
const ExperimentsSchema = v.array(ExperimentSchema);
/** Asset URLs by name (the handshake's `assets`, and `schema.meta.assets`). */
const AssetsSchema = v.record(v.string(), v.string());

export const UserSchema = v.looseObject({
  id: v.optional(v.union([v.string(), v.number()])),
  name: v.optional(v.string()),
  lang: v.optional(v.string()),
  country: v.optional(v.string()),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{3,5}$/))),
  paymentGeo: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/))),
  platform: v.optional(v.picklist(['desktop', 'mobile', 'android', 'ios'])),
  role: v.optional(v.number()),
  balanceData: v.optional(v.object({ primary: v.object({ amount: v.number(), currency: v.string() }) })),
  /** DESIGN §2: the player's mode, beside the handshake's own `widgetViewType` (see widgetViewTypeOf). */
  widgetViewType: v.optional(v.picklist(['main', 'sweep'])),
});
export type User = v.InferOutput<typeof UserSchema>;

const BonusSchema = v.looseObject({
  id: v.union([v.string(), v.number()]),
  type: v.picklist(['freespin', 'deposit']),
  currency: v.optional(v.string()),
  mustAccruedBefore: v.optional(v.string()),
});
export type Bonus = v.InferOutput<typeof BonusSchema>;
export const BonusListSchema = v.array(BonusSchema);

const SchemaSchema = v.looseObject({
  meta: v.optional(
    v.looseObject({
      geetestCaptchaId: v.optional(v.string()),
      isCryptoBonusAvailable: v.optional(v.boolean()),
      showCryptoInstruction: v.optional(v.boolean()),
    }),
  ),
  assets: v.optional(AssetsSchema),
});

/** The object fields of the handshake, which come as properties or JSON attributes. */
export const OBJECT_FIELD_SCHEMAS = {
  user: UserSchema,
  bonusList: BonusListSchema,
  experiments: ExperimentsSchema,
  schema: SchemaSchema,
  assets: AssetsSchema,
} as const;
export type ObjectField = keyof typeof OBJECT_FIELD_SCHEMAS;

const bool = v.optional(v.union([v.boolean(), v.picklist(['true', 'false'])]));

/** The payload of an iframe `loaded` message or of the web view's injected object. */
export const HandshakePayloadSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  userId: v.optional(v.union([v.string(), v.number()])),
  partnerKey: v.optional(v.string()),
  host: v.optional(v.string()),
  xOrigin: v.optional(v.string()),
  widgetViewType: v.optional(v.picklist(['main', 'sweep'])),
  transport: v.optional(v.picklist(['socket', 'http'])),
  platformVersion: v.optional(v.string()),
  pwa: bool,
  isMobileApp: bool,
  closingButton: bool,
  bonusId: v.optional(v.union([v.string(), v.number()])),
  geetestCaptchaId: v.optional(v.string()),
  locale: v.optional(v.string()),
  user: v.optional(UserSchema),
  bonusList: v.optional(BonusListSchema),
  experiments: v.optional(ExperimentsSchema),
  schema: v.optional(SchemaSchema),
  assets: v.optional(AssetsSchema),
});
export type HandshakePayload = v.InferOutput<typeof HandshakePayloadSchema>;

export type WidgetViewType = 'main' | 'sweep';

/**
 * The mode, from the handshake's `widgetViewType` (the `widget-view-type` attribute) and the
 * player's `user.widgetViewType`: sweepstakes when either says sweep, else main. A sweepstakes
 * player must never be shown the real-money cashier: an operator that sets only one of the two,
 * or leaves `main` in the other, still gets the Coin Shop; a real-money operator gets it only by
 * saying sweep somewhere, a mistake its players see and no one can pay real money through.
 */
export const widgetViewTypeOf = (field: WidgetViewType | undefined, user: WidgetViewType | undefined): WidgetViewType =>
  field === 'sweep' || user === 'sweep' ? 'sweep' : 'main';

export interface Handshake {
  token: string;
  userId: string | undefined;
  partnerKey: string | undefined;
  host: string | undefined;
  xOrigin: string | undefined;
  widgetViewType: WidgetViewType;
  transport: 'socket' | 'http';
  platformVersion: string;
  pwa: boolean;
  isMobileApp: boolean;
  closingButton: boolean;
  bonusId: string | undefined;
  geetestCaptchaId: string | undefined;
  locale: string | undefined;
  user: User;
  bonusList: Bonus[];
  experiments: Experiment[];
  schema: v.InferOutput<typeof SchemaSchema> | undefined;
  assets: Record<string, string> | undefined;
}

/**
 * The experiment whose group is the `abTestGroup` of the methods list and of a create (spec §7):
 * the backend's A/B test of which methods it offers and in what order. The others (`bonus`,
 * `info_messages`) are the widget's own; with no such experiment, no group is sent.
 */
export const METHODS_EXPERIMENT = 'payment_methods';
export const abTestGroupOf = (handshake: Pick<Handshake, 'experiments'> | null): string | undefined =>
  handshake?.experiments.find((experiment) => experiment.key === METHODS_EXPERIMENT)?.group;

/** Spec §3 defaults: closingButton true, platformVersion redesign, user paymentGeo RU, currency MXN, role 0. */
export const DEFAULT_PAYMENT_GEO = 'RU';
export const DEFAULT_CURRENCY = 'MXN';
export const DEFAULT_PLATFORM_VERSION = 'redesign';

const asBool = (value: boolean | string | undefined, fallback: boolean): boolean =>
  value === undefined ? fallback : value === true || value === 'true';
const asString = (value: string | number | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : String(value);

/** What this browser session remembers from an earlier start (spec §3 session storage). */
export interface Remembered {
  transport?: 'socket' | 'http';
  user?: User;
}

/** The remembered transport and player are used when the handshake names none (a reload in a web view). */
export function normaliseHandshake(payload: HandshakePayload, remembered: Remembered = {}): Handshake {
  const user = payload.user ?? remembered.user;
  return {
    token: payload.token,
    userId: asString(payload.userId),
    partnerKey: asString(payload.partnerKey),
    host: asString(payload.host),
    xOrigin: asString(payload.xOrigin),
    widgetViewType: widgetViewTypeOf(payload.widgetViewType, user?.widgetViewType),
    transport: payload.transport ?? remembered.transport ?? 'socket',
    platformVersion: payload.platformVersion || DEFAULT_PLATFORM_VERSION,
    pwa: asBool(payload.pwa, false),
    isMobileApp: asBool(payload.isMobileApp, false),
    closingButton: asBool(payload.closingButton, true),
    bonusId: asString(payload.bonusId),
    geetestCaptchaId: asString(payload.geetestCaptchaId),
    locale: asString(payload.locale),
    user: {
      ...user,
      paymentGeo: (user?.paymentGeo ?? DEFAULT_PAYMENT_GEO).toUpperCase(),
      currency: (user?.currency ?? DEFAULT_CURRENCY).toUpperCase(),
      role: user?.role ?? 0,
    },
    bonusList: payload.bonusList ?? [],
    experiments: payload.experiments ?? [],
    schema: payload.schema,
    assets: payload.assets,
  };
}

/** Validates an untrusted handshake; the message says which field is wrong, for the host's console. */
export function parseHandshake(
  data: unknown,
  remembered: Remembered = {},
): { ok: true; handshake: Handshake } | { ok: false; message: string } {
  const parsed = v.safeParse(HandshakePayloadSchema, data);
  if (parsed.success) return { ok: true, handshake: normaliseHandshake(parsed.output, remembered) };
  const issue = parsed.issues[0];
  return { ok: false, message: `Incorrect data from host: ${v.getDotPath(issue) ?? 'payload'}: ${issue.message}` };
}

/** Native platforms get the dark theme, the share button and the isNative request fields. */
export const nativePlatformOf = (user: User): 'android' | 'ios' | undefined =>
  user.platform === 'android' || user.platform === 'ios' ? user.platform : undefined;

/** The native platform of a started cashier's player; none before the handshake. */
export const nativePlatformIn = (handshake: Pick<Handshake, 'user'> | null): 'android' | 'ios' | undefined =>
  handshake ? nativePlatformOf(handshake.user) : undefined;
