/**
 * Imported first by tests/integration/brand-hosts.test.ts: sets ckb's host names the way an
 * operator would for a staging deployment, before anything loads the brand registry (the hosts are
 * read once, when brands/index.ts loads; imports run before a test file's own statements).
 */
export const STAGING_CKB_HOSTS = 'staging.cheekboss.example, qa.cheekboss.example';
process.env.BRAND_HOSTS_CKB = STAGING_CKB_HOSTS;
