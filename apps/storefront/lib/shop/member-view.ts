/** The member as the storefront's pages see it: plain, serialisable values. */
import { formatAddress, type Member } from '@atelier/sdk';

export interface AddressView {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  country: string;
  /** On lines, as the shop writes every address (the SDK's formatAddress). */
  lines: string[];
  /** One line for lists: `12 Rue Vieille, 75003 Paris, France`. */
  summary: string;
}

export interface MemberView {
  id: string;
  /** The name to greet the person with: nickname, first and last name, or the email. */
  displayName: string;
  email: string;
  firstName: string;
  lastName: string;
  slug: string;
  addresses: AddressView[];
  /** Members of the community are public (spec section 4: join or leave the community). */
  community: boolean;
}

const text = (value: string | undefined): string => value?.trim() ?? '';

export function addressView(
  address: NonNullable<Member['contact']>['addresses'] extends (infer A)[] | undefined ? A : never,
): AddressView {
  const line1 =
    text(address.addressLine1) ||
    [address.streetAddress?.number, address.streetAddress?.name].filter(Boolean).join(' ');
  const view = {
    line1,
    line2: text(address.addressLine2),
    city: text(address.city),
    postalCode: text(address.postalCode),
    country: text(address.country),
  };
  const lines = formatAddress(address);
  return { ...view, lines, summary: lines.join(', ') };
}

export function memberView(member: Partial<Member>): MemberView {
  const firstName = text(member.contact?.firstName);
  const lastName = text(member.contact?.lastName);
  const email = text(member.loginEmail);
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return {
    id: member._id ?? '',
    displayName: text(member.profile?.nickname) || fullName || email,
    email,
    firstName,
    lastName,
    slug: text(member.profile?.slug),
    addresses: (member.contact?.addresses ?? []).map(addressView),
    community: member.privacyStatus === 'PUBLIC',
  };
}

/** `Ada Lovelace` -> first `Ada`, last `Lovelace`; one word is a first name. */
export function splitName(name: string): { firstName: string; lastName?: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = parts;
  return rest.length > 0 ? { firstName: first, lastName: rest.join(' ') } : { firstName: first };
}
