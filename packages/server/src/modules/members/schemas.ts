import { Type, type Static } from 'typebox';
import { Address } from '../../lib/address';

const str = (max = 200) => Type.String({ maxLength: max });
const opt = Type.Optional;

/** A custom field value: string, date, number, list or map (spec section 3). */
export const CustomValue = Type.Object(
  {
    strValue: opt(str(2000)),
    dateValue: opt(Type.String({ format: 'date-time' })),
    numValue: opt(Type.Number()),
    listValue: opt(Type.Object({ value: Type.Array(Type.Unknown(), { maxItems: 100 }) })),
    mapValue: opt(Type.Object({ value: Type.Record(Type.String(), Type.Unknown()) })),
  },
  { additionalProperties: false },
);
export const CustomField = Type.Object(
  { name: str(100), value: CustomValue },
  { additionalProperties: false },
);

export const EmailTag = Type.Enum(['UNTAGGED', 'MAIN', 'HOME', 'WORK']);
export const PhoneTag = Type.Enum(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX']);
export const AddressTag = Type.Enum(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING']);

const MAX_ITEMS = { maxItems: 20 };

/** The identity profile of spec section 3 (IAM shape), used by register and sign-on. */
export const IdentityProfile = Type.Object(
  {
    firstName: opt(str()),
    lastName: opt(str()),
    nickname: opt(str()),
    picture: opt(str(2000)),
    company: opt(str()),
    position: opt(str()),
    birthdate: opt(str(30)),
    language: opt(str(20)),
    privacyStatus: opt(
      Type.Union([Type.Literal('UNDEFINED'), Type.Literal('PUBLIC'), Type.Literal('PRIVATE')]),
    ),
    emails: opt(
      Type.Array(
        Type.Object({ tag: opt(EmailTag), email: Type.String({ format: 'email', maxLength: 254 }) }),
        MAX_ITEMS,
      ),
    ),
    phones: opt(
      Type.Array(Type.Object({ tag: opt(PhoneTag), countryCode: opt(str(10)), phone: str(50) }), MAX_ITEMS),
    ),
    addresses: opt(Type.Array(Type.Object({ tag: opt(AddressTag), address: Address }), MAX_ITEMS)),
    customFields: opt(Type.Array(CustomField, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type IdentityProfileInput = Static<typeof IdentityProfile>;

/** Member contact and profile in the Wix members shape (phones and emails are plain strings). */
export const MemberContact = Type.Object(
  {
    firstName: opt(str()),
    lastName: opt(str()),
    phones: opt(Type.Array(str(50), MAX_ITEMS)),
    emails: opt(Type.Array(Type.String({ format: 'email', maxLength: 254 }), MAX_ITEMS)),
    addresses: opt(
      Type.Array(
        Type.Object(
          { id: opt(Type.String({ maxLength: 64 })), tag: opt(AddressTag), ...Address.properties },
          { additionalProperties: false },
        ),
        MAX_ITEMS,
      ),
    ),
    birthdate: opt(str(30)),
    company: opt(str()),
    jobTitle: opt(str()),
    customFields: opt(Type.Array(CustomField, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type MemberContactInput = Static<typeof MemberContact>;

export const MemberImage = Type.Object(
  { id: opt(str()), url: opt(str(2000)), height: opt(Type.Number()), width: opt(Type.Number()) },
  { additionalProperties: false },
);
export const MemberProfile = Type.Object(
  {
    nickname: opt(str()),
    slug: opt(str(100)),
    photo: opt(MemberImage),
    cover: opt(MemberImage),
    title: opt(str()),
  },
  { additionalProperties: false },
);

export const FieldSet = Type.Union([Type.Literal('PUBLIC'), Type.Literal('EXTENDED'), Type.Literal('FULL')]);
export type FieldSetName = Static<typeof FieldSet>;

/** A member as answered: which parts are present depends on the field set and on who asks. */
export const Member = Type.Object({
  id: Type.String(),
  contactId: opt(Type.String()),
  loginEmail: opt(Type.String()),
  loginEmailVerified: opt(Type.Boolean()),
  status: opt(Type.Enum(['UNKNOWN', 'PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'])),
  privacyStatus: opt(Type.Enum(['UNKNOWN', 'PRIVATE', 'PUBLIC'])),
  activityStatus: opt(Type.Enum(['UNKNOWN', 'ACTIVE', 'MUTED'])),
  contact: opt(MemberContact),
  profile: Type.Object({
    nickname: opt(Type.String()),
    slug: opt(Type.String()),
    photo: opt(MemberImage),
    cover: opt(MemberImage),
    title: opt(Type.String()),
  }),
  createdDate: opt(Type.String()),
  updatedDate: opt(Type.String()),
  lastLoginDate: opt(Type.String()),
});
export type MemberView = Static<typeof Member>;

export const MemberInput = Type.Object(
  {
    id: opt(Type.String({ maxLength: 64 })),
    loginEmail: opt(Type.String({ format: 'email', maxLength: 254 })),
    status: opt(Type.Enum(['PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'])),
    privacyStatus: opt(Type.Union([Type.Literal('PRIVATE'), Type.Literal('PUBLIC')])),
    activityStatus: opt(Type.Union([Type.Literal('ACTIVE'), Type.Literal('MUTED')])),
    contact: opt(MemberContact),
    profile: opt(MemberProfile),
  },
  { additionalProperties: false },
);
export type MemberInputBody = Static<typeof MemberInput>;

export const MemberReply = Type.Object({ member: Member });
export const ListMeta = Type.Object({
  count: Type.Integer(),
  items: Type.Integer(),
  offset: Type.Integer(),
  total: Type.Integer(),
  tooManyToCount: Type.Boolean(),
  cursors: Type.Object({ next: opt(Type.String()), prev: opt(Type.String()) }),
});
export const MembersReply = Type.Object({ members: Type.Array(Member), metadata: ListMeta });
