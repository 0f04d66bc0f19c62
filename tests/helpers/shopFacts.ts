// The seed's shop data of a brand (club, categories, size advice, …), for tests of components that
// receive it as props from the settings: components/ may not import server/ (eslint.config.mjs).
export { shopFactsOf } from '../../server/seed/data/index';
