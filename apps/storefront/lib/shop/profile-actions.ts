'use server';

import { revalidatePath } from 'next/cache';
import { accountMessages } from './account-errors';
import { textField, type FormState } from './account-state';
import { nameProblems } from './account-validation';
import { fail, failFields, failureState, succeed } from './form-failure';
import { actionSession, hasMemberCookie } from './session';

/** Server actions of /profile: name, slug, addresses, community membership. */

async function memberClient() {
  if (!(await hasMemberCookie())) return undefined;
  return (await actionSession()).client;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function updateSlug(_previous: FormState, formData: FormData): Promise<FormState> {
  const slug = textField(formData, 'slug').toLowerCase();
  if (!SLUG.test(slug) || slug.length > 100) {
    return fail(accountMessages.slugFormat, { field: 'slug', values: { slug } });
  }
  const client = await memberClient();
  if (!client) return fail(accountMessages.sessionEnded);
  try {
    await client.members.updateCurrentMemberSlug(slug);
  } catch (error) {
    return failureState(error, 'Changing the profile address', { slug });
  }
  revalidatePath('/profile');
  return succeed(`Your profile address is now “${slug}”.`);
}

/** First and last name; the name the shop greets the person with (the nickname) follows them. */
export async function updateName(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = { firstName: textField(formData, 'firstName'), lastName: textField(formData, 'lastName') };
  const problems = nameProblems(values);
  if (Object.keys(problems).length > 0) return failFields(problems, values);
  const client = await memberClient();
  if (!client) return fail(accountMessages.sessionEnded);
  const fullName = [values.firstName, values.lastName].filter(Boolean).join(' ');
  try {
    const { member } = await client.members.getCurrentMember();
    if (!member?._id) return fail(accountMessages.sessionEnded);
    await client.members.updateMember(member._id, {
      contact: { firstName: values.firstName, lastName: values.lastName },
      profile: { nickname: fullName },
    });
  } catch (error) {
    return failureState(error, 'Changing the name', values);
  }
  revalidatePath('/', 'layout');
  return succeed(`Your name is now ${fullName}.`);
}

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'postalCode', 'country'] as const;

export async function addAddress(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, textField(formData, name)]));
  if (!values.line1) return fail('Please enter the street and number.', { field: 'line1', values });
  if (!values.city) return fail('Please enter the town or city.', { field: 'city', values });
  if (!values.country) return fail('Please enter the country.', { field: 'country', values });
  const client = await memberClient();
  if (!client) return fail(accountMessages.sessionEnded);
  try {
    const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    if (!member?._id) return fail(accountMessages.sessionEnded);
    const address = {
      addressLine1: values.line1,
      ...(values.line2 ? { addressLine2: values.line2 } : {}),
      city: values.city,
      ...(values.postalCode ? { postalCode: values.postalCode } : {}),
      country: values.country,
    };
    const addresses = [...(member.contact?.addresses ?? []), address];
    await client.members.updateMember(member._id, { contact: { addresses } });
  } catch (error) {
    return failureState(error, 'Saving the address', values);
  }
  revalidatePath('/profile');
  return succeed('Address saved.');
}

export async function removeAddress(_previous: FormState, formData: FormData): Promise<FormState> {
  const index = Number(textField(formData, 'index'));
  const client = await memberClient();
  if (!client) return fail(accountMessages.sessionEnded);
  try {
    const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    const current = member?.contact?.addresses ?? [];
    if (!member?._id || !Number.isInteger(index) || !current[index]) {
      return fail('That address is no longer on your profile.');
    }
    const addresses = current.filter((_, i) => i !== index);
    await client.members.updateMember(member._id, { contact: { addresses } });
  } catch (error) {
    return failureState(error, 'Removing the address');
  }
  revalidatePath('/profile');
  return succeed('Address removed.');
}

export async function setCommunityMembership(_previous: FormState, formData: FormData): Promise<FormState> {
  const join = textField(formData, 'community') === 'join';
  const client = await memberClient();
  if (!client) return fail(accountMessages.sessionEnded);
  try {
    if (join) await client.members.joinCommunity();
    else await client.members.leaveCommunity();
  } catch (error) {
    return failureState(error, join ? 'Joining the community' : 'Leaving the community');
  }
  revalidatePath('/profile');
  return succeed(join ? 'Welcome to the community!' : 'You have left the community.');
}
