#!/usr/bin/env node
// The database's roles (README, "Database roles"). The owner (the role of the URL given) keeps the
// event log's table and runs its migrations; the two services connect as roles that cannot change
// the log:
//   dealer_app        the command API: events INSERT and SELECT only (no UPDATE, DELETE, TRUNCATE,
//                     no ownership, no trigger control); read models and exports SELECT; sign-in's
//                     own tables (schema auth) read and write.
//   dealer_projector  the projector: events SELECT only; owns the read models (it migrates,
//                     rebuilds and swaps them), the auth and exports schemas.
// Run as `node scripts/database-roles.js <owner url>` it prints the two services' URLs; `npm start`
// calls it itself. Running it again converges (new grants, no duplicates).
'use strict';
const { randomBytes } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { Client } = require('pg');

const root = join(__dirname, '..');
const APP_ROLE = 'dealer_app';
const PROJECTOR_ROLE = 'dealer_projector';
/** Schemas the projector's migrations create; the API reads them, and writes those of WRITABLE_SCHEMAS. */
const PROJECTOR_SCHEMAS = ['read_models', 'read_models_next', 'auth', 'exports'];
const WRITABLE_SCHEMAS = ['auth'];

const ident = (name) => `"${String(name).replace(/"/g, '""')}"`;
const literal = (text) => `'${String(text).replace(/'/g, "''")}'`;

/** The roles' passwords, made once and kept (mode 600) under .data, like the development JWT secret. */
function rolePasswords(dataDirectory = process.env.DATA_DIR || join(root, '.data')) {
  const file = join(dataDirectory, 'database-roles.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDirectory, { recursive: true });
  const passwords = { [APP_ROLE]: randomBytes(24).toString('base64url'), [PROJECTOR_ROLE]: randomBytes(24).toString('base64url') };
  writeFileSync(file, JSON.stringify(passwords, null, 2), { mode: 0o600 });
  return passwords;
}

const urlAs = (ownerUrl, role, password) => {
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = password ?? '';
  return url.toString();
};

/** True when `url` signs in (false on a wrong password or a missing role). */
async function signsIn(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (error.code === '28P01' || error.code === '28000') return false;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A login role that may do nothing by itself: created when missing, its password set only when it
 * does not sign in with the kept one (roles are the whole server's: several databases, and several
 * `npm start`s at once, share them).
 */
async function ensureLoginRole(owner, ownerUrl, role, password) {
  const options = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${literal(password)}`;
  const { rowCount } = await owner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (!rowCount) {
    try {
      await owner.query(`CREATE ROLE ${ident(role)} WITH ${options}`);
      return;
    } catch (error) {
      if (error.code !== '42710' && error.code !== '23505') throw error; // created meanwhile by another start
    }
  }
  if (!(await signsIn(urlAs(ownerUrl, role, password)))) await owner.query(`ALTER ROLE ${ident(role)} WITH ${options}`);
}

/**
 * Moves what an earlier version created as the owner in the projector's schemas to the projector
 * role, which must own them to migrate, rebuild and swap them. A half-built rebuild copy is dropped.
 */
async function handOverProjectorSchemas(owner, projectorRole) {
  await owner.query('DROP SCHEMA IF EXISTS read_models_next CASCADE');
  const { rows: schemas } = await owner.query(
    `SELECT nspname FROM pg_namespace WHERE nspname = ANY($1) AND nspowner <> (SELECT oid FROM pg_roles WHERE rolname = $2)`,
    [PROJECTOR_SCHEMAS, projectorRole],
  );
  for (const { nspname } of schemas) await owner.query(`ALTER SCHEMA ${ident(nspname)} OWNER TO ${ident(projectorRole)}`);
  const { rows: relations } = await owner.query(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name, c.relkind
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
        AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = $2)
        -- A sequence owned by a column follows its table.
        AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')))`,
    [PROJECTOR_SCHEMAS, projectorRole],
  );
  for (const { name, relkind } of relations) {
    const kind = { r: 'TABLE', p: 'TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW', S: 'SEQUENCE' }[relkind];
    await owner.query(`ALTER ${kind} ${name} OWNER TO ${ident(projectorRole)}`);
  }
}

/** What the API may do with the projector's schemas, now and for the tables later migrations add. */
async function grantReadModels(projector, appRole) {
  const app = ident(appRole);
  // Without IN SCHEMA: every table the projector creates anywhere, a rebuild's copy included.
  await projector.query(`ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO ${app}`);
  await projector.query(`ALTER DEFAULT PRIVILEGES GRANT USAGE ON SCHEMAS TO ${app}`);
  const { rows } = await projector.query('SELECT nspname FROM pg_namespace WHERE nspname = ANY($1)', [PROJECTOR_SCHEMAS]);
  for (const { nspname } of rows) {
    const schema = ident(nspname);
    await projector.query(`GRANT USAGE ON SCHEMA ${schema} TO ${app}`);
    await projector.query(`GRANT SELECT ON ALL TABLES IN SCHEMA ${schema} TO ${app}`);
    if (WRITABLE_SCHEMAS.includes(nspname)) {
      await projector.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${app}`);
      await projector.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${app}`);
      await projector.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app}`);
      await projector.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT USAGE ON SEQUENCES TO ${app}`);
    }
  }
}

/**
 * Prepares the database of `ownerUrl` for the two services and answers their URLs. With
 * `appUrl`/`projectorUrl` given (roles the operator created), it only migrates and grants.
 */
async function prepareDatabaseRoles({ ownerUrl, appUrl, projectorUrl, passwords }) {
  const { PostgresEventStore, ensureVerificationTable, grantEventStoreAccess } = require('../libs/event-store/dist');
  const { migrateReadModels } = require('../libs/read-models/dist');
  const owner = new Client({ connectionString: ownerUrl, application_name: 'database-roles' });
  await owner.connect();
  try {
    const { rows: [me] } = await owner.query(
      `SELECT current_user AS name, current_database() AS database, rolsuper AS superuser, rolcreaterole AS createrole FROM pg_roles WHERE rolname = current_user`,
    );
    if (!appUrl || !projectorUrl) {
      if (!me.superuser && !me.createrole) {
        throw new Error(`${me.name} may not create roles: create ${APP_ROLE} and ${PROJECTOR_ROLE} yourself and give APP_DATABASE_URL and PROJECTOR_DATABASE_URL (README, "Database roles")`);
      }
      passwords ??= rolePasswords();
      await ensureLoginRole(owner, ownerUrl, APP_ROLE, passwords[APP_ROLE]);
      await ensureLoginRole(owner, ownerUrl, PROJECTOR_ROLE, passwords[PROJECTOR_ROLE]);
      appUrl = urlAs(ownerUrl, APP_ROLE, passwords[APP_ROLE]);
      projectorUrl = urlAs(ownerUrl, PROJECTOR_ROLE, passwords[PROJECTOR_ROLE]);
    }
    const appRole = decodeURIComponent(new URL(appUrl).username);
    const projectorRole = decodeURIComponent(new URL(projectorUrl).username);
    if (appRole === me.name || projectorRole === me.name) throw new Error('The services must connect as roles other than the owner of the log');

    // The log's schema, as its owner.
    const store = new PostgresEventStore(ownerUrl);
    try {
      await store.ensureSchema();
      await ensureVerificationTable(store.pool);
    } finally {
      await store.close();
    }
    const database = ident(me.database);
    await owner.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${database} TO ${ident(appRole)}, ${ident(projectorRole)}`);
    await owner.query(`GRANT CREATE ON DATABASE ${database} TO ${ident(projectorRole)}`);
    // The owner hands the read models over to the projector role, which takes being a member of it.
    const { rows: [membership] } = await owner.query(`SELECT pg_has_role(current_user, $1, 'MEMBER') AS member`, [projectorRole]);
    if (!membership.member) await owner.query(`GRANT ${ident(projectorRole)} TO ${ident(me.name)}`);
    await handOverProjectorSchemas(owner, projectorRole);
    await grantEventStoreAccess(owner, { role: appRole, access: 'append' });
    await grantEventStoreAccess(owner, { role: projectorRole, access: 'read' });

    // The read models, as the projector (their owner) migrates them, and the API's access to them.
    await migrateReadModels(projectorUrl);
    const projector = new Client({ connectionString: projectorUrl, application_name: 'database-roles' });
    await projector.connect();
    try {
      await grantReadModels(projector, appRole);
    } finally {
      await projector.end();
    }
    return { appUrl, projectorUrl, appRole, projectorRole };
  } finally {
    await owner.end();
  }
}

module.exports = { prepareDatabaseRoles, APP_ROLE, PROJECTOR_ROLE };

if (require.main === module) {
  const ownerUrl = process.argv[2] || process.env.DATABASE_URL;
  if (!ownerUrl) {
    console.error('usage: node scripts/database-roles.js <owner database url>');
    process.exit(2);
  }
  // docker-compose gives the roles' passwords; without them they are made once and kept under .data.
  const given = process.env.APP_DATABASE_PASSWORD && process.env.PROJECTOR_DATABASE_PASSWORD;
  const passwords = given ? { [APP_ROLE]: process.env.APP_DATABASE_PASSWORD, [PROJECTOR_ROLE]: process.env.PROJECTOR_DATABASE_PASSWORD } : undefined;
  prepareDatabaseRoles({ ownerUrl, appUrl: process.env.APP_DATABASE_URL, projectorUrl: process.env.PROJECTOR_DATABASE_URL, passwords })
    .then(({ appUrl, projectorUrl }) => {
      const hide = (url) => url.replace(/:[^:@/]*@/, ':***@');
      console.log(`command API: DATABASE_URL=${hide(appUrl)}\nprojector:   DATABASE_URL=${hide(projectorUrl)}${given ? '' : '\n(passwords in .data/database-roles.json)'}`);
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
