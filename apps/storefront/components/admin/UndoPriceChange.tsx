'use client';

import { undoPrices } from '@/lib/shop/catalog-bulk-actions';
import { describeUndo } from '@/lib/shop/price-change-form';
import { ConfirmAction } from './ConfirmAction';

/**
 * The audit log's Undo of a bulk price change: asks first, says which products it will leave (their price was
 * changed again since), then puts the other prices back.
 */
export function UndoPriceChange({ changeId, overtaken }: { changeId: string; overtaken: string[] }) {
  return (
    <ConfirmAction
      label="Undo"
      accessibleLabel="Undo this price change"
      question="Put the old prices back?"
      consequence={
        overtaken.length === 0
          ? 'Every price this change set goes back to what it was.'
          : `Changed again since, and left as they are: ${overtaken.join(', ')}. The other prices go back.`
      }
      confirmLabel="Undo the price change"
      action={async () => {
        const result = await undoPrices(changeId);
        return result.ok ? { ok: true, message: describeUndo(result.undo) } : result;
      }}
      done="The old prices are back."
    />
  );
}
