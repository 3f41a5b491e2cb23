import { describe, expectTypeOf, it } from 'vitest';
import type { ClientForm } from './client-form';

describe('ClientForm', () => {
  it('renames ids and turns timestamps under date keys into Dates, at every depth', () => {
    interface Wire {
      id: string;
      createdDate: string;
      lastUpdated: string;
      birthdate?: string;
      items: { id: string; urlExpirationDate: string; tags: string[] }[];
      owner?: { updatedDate?: string; name: string | null };
    }
    expectTypeOf<ClientForm<Wire>>().toEqualTypeOf<{
      _id: string;
      _createdDate: Date;
      lastUpdated: Date;
      birthdate?: string;
      items: { _id: string; urlExpirationDate: Date; tags: string[] }[];
      owner?: { _updatedDate?: Date; name: string | null };
    }>();
  });

  it('leaves records, unions and primitives as they are', () => {
    expectTypeOf<ClientForm<Record<string, string>>>().toEqualTypeOf<Record<string, string>>();
    expectTypeOf<ClientForm<'A' | 'B'>>().toEqualTypeOf<'A' | 'B'>();
    expectTypeOf<ClientForm<{ value: number | string }>>().toEqualTypeOf<{ value: number | string }>();
  });
});
