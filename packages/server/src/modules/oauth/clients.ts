import type { OAuthClient } from '../../config';
import { AppError } from '../../http/errors';

export const invalidClient = () => new AppError(400, 'INVALID_CLIENT', 'Unknown OAuth client');

export function findClient(
  clients: readonly OAuthClient[],
  clientId: string | undefined,
): OAuthClient | undefined {
  return clientId === undefined ? undefined : clients.find((c) => c.clientId === clientId);
}

export function requireClient(clients: readonly OAuthClient[], clientId: string | undefined): OAuthClient {
  const client = findClient(clients, clientId);
  if (!client) throw invalidClient();
  return client;
}
