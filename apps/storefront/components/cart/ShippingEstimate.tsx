import { SHIPPING_COUNTRIES, type EstimateQuery } from '@/lib/shop/cart-input';
import type { EstimateView } from '@/lib/shop/cart-view';
import styles from './Cart.module.css';

/**
 * The shipping estimate: a GET form of /cart (country, state or province, postal code), so it works without
 * JavaScript; the options it finds, pickup included, are chosen the same way.
 */
export function ShippingEstimate({
  query,
  estimate,
  problem,
}: {
  query: EstimateQuery | undefined;
  estimate: EstimateView | undefined;
  problem: string | undefined;
}) {
  const subdivision = query?.subdivision?.split('-').slice(1).join('-') ?? '';
  return (
    <div className={styles.estimate}>
      <form method="get" action="/cart" className={styles.estimateForm} data-testid="estimate-form">
        <fieldset>
          <legend>Estimate shipping and tax</legend>
          <label htmlFor="estimate-country">Country</label>
          <select id="estimate-country" name="country" defaultValue={query?.country ?? 'US'}>
            {SHIPPING_COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          <div className={styles.inline}>
            <div className={styles.field}>
              <label htmlFor="estimate-subdivision">State or province</label>
              {/* A hint, not a placeholder: a grey "NY" in the field read as a value already filled in. */}
              <span id="estimate-subdivision-hint" className={styles.hint}>
                Its code, like NY
              </span>
              <input
                id="estimate-subdivision"
                name="subdivision"
                defaultValue={subdivision}
                autoComplete="address-level1"
                aria-describedby="estimate-subdivision-hint"
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="estimate-postal">Postal code</label>
              <input
                id="estimate-postal"
                name="postalCode"
                defaultValue={query?.postalCode ?? ''}
                autoComplete="postal-code"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'estimate-problem' : undefined}
              />
            </div>
          </div>
          <button type="submit" className="button button-ghost">
            Estimate
          </button>
          {problem && (
            <p id="estimate-problem" className={styles.problem} role="alert" data-testid="estimate-problem">
              {problem}
            </p>
          )}
        </fieldset>
      </form>
      {estimate && query && (
        <form method="get" action="/cart" className={styles.options} data-testid="shipping-options">
          <input type="hidden" name="country" value={query.country} />
          {query.subdivision && <input type="hidden" name="subdivision" value={query.subdivision} />}
          {query.postalCode && <input type="hidden" name="postalCode" value={query.postalCode} />}
          <fieldset>
            <legend>Delivery</legend>
            {estimate.options.length === 0 && <p className={styles.muted}>We do not ship there yet.</p>}
            {estimate.options.map((option) => (
              <label key={option.code} className={styles.option}>
                <input
                  type="radio"
                  name="option"
                  value={option.code}
                  defaultChecked={option.code === estimate.selected}
                />
                <span>
                  <span className={styles.optionTitle}>
                    {option.title} <strong>{option.cost}</strong>
                  </span>
                  {option.detail && <span className={styles.muted}>{option.detail}</span>}
                </span>
              </label>
            ))}
            {estimate.options.length > 0 && (
              <button type="submit" className="button button-ghost">
                Use this option
              </button>
            )}
          </fieldset>
        </form>
      )}
    </div>
  );
}
