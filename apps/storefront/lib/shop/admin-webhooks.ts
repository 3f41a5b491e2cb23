import { ApplicationError, ValidationError } from '@atelier/sdk';

/** A webhook's page for an id that is not one (gone, or not an id at all): the page is not found. */
export const isMissingWebhook = (error: unknown) =>
  (error instanceof ApplicationError && (error.status === 404 || error.code === 'NOT_FOUND')) ||
  error instanceof ValidationError;
