import type { Env } from './env';

export type AdminEnv = { Bindings: Env; Variables: { editor: string } };
