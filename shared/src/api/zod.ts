/**
 * The zod instance the contract is built with, re-exported so the server and the clients build
 * their own schemas (configuration, query strings) on the very same zod without a direct dependency.
 */
export { z } from 'zod';
