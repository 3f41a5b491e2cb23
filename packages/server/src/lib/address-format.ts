/**
 * The shop's one address formatter lives in the SDK, so the storefront's pages and these mails write an
 * address alike: the server takes its source file by path (it has no imports; esbuild bundles it), as the
 * server does not depend on the SDK's package.
 */
export { countryName, formatAddress, type FormattableAddress } from '../../../sdk/src/address-format';
