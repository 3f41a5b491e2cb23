'use client';

import { useState } from 'react';
import { rotateWebhookSecret } from '@/lib/shop/admin-webhooks-actions';
import { ConfirmAction } from '../ConfirmAction';
import { SecretNotice } from './SecretNotice';

/** "Rotate secret" (asked first); the new secret is shown once. */
export function RotateSecret({ webhookId }: { webhookId: string }) {
  const [secret, setSecret] = useState<string | undefined>();
  return (
    <>
      <ConfirmAction
        label="Rotate secret"
        question="Make a new signing secret?"
        consequence="The current secret stops working at once: deliveries are signed with the new one, which the receiving app must be given."
        confirmLabel="Rotate the secret"
        action={async () => {
          const result = await rotateWebhookSecret(webhookId);
          if (result.ok) setSecret(result.secret);
          return result;
        }}
        done="A new secret is made."
        danger
      />
      {secret ? <SecretNotice secret={secret} onDismiss={() => setSecret(undefined)} /> : null}
    </>
  );
}
