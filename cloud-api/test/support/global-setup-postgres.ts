import type { TestProject } from 'vitest/node';
import { buildPostgresTemplate } from './database-template.ts';

/**
 * api-postgres: migrate and seed once per run into a uniquely named template database (dropped at
 * the end); every test file's database is `CREATE DATABASE … TEMPLATE` of it (startTestServer).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = project.config.env.BANCO_TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('BANCO_TEST_DATABASE_URL is required for api-postgres');
  const template = await buildPostgresTemplate(adminUrl);
  project.provide('bancoPostgresTemplate', template.value);
  return template.remove;
}
