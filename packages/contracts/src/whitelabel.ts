import { z } from 'zod';

/** A node of the whitelabel module tree: `{ modId, enabled: "1" | "0", childrenNodes }`. */
export type WhitelabelNode = { modId: string; enabled: '1' | '0'; childrenNodes: WhitelabelNode[] };

export const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNode),
  }),
);

/**
 * Flattens the tree into `{ modId: boolean }`. A child is on only when it and every ancestor are on:
 * switching a parent module off switches its whole subtree off.
 */
export const flattenWhitelabel = (nodes: WhitelabelNode[], parentOn = true, out: Record<string, boolean> = {}) => {
  for (const node of nodes) {
    const on = parentOn && node.enabled === '1';
    out[node.modId] = on;
    flattenWhitelabel(node.childrenNodes, on, out);
  }
  return out;
};

/** Client flags derived from module ids (facts.md). */
export const clientFlagModules = {
  mobileReg: 'MOBILENUMREG3',
  usernameReg: 'USERNAMEREG3',
  smsEnabled: 'REGMOBVERF3',
  mobileRegPass: 'MOBILENUMPASSREG3',
  hasFreePlay: 'FREEPLAY3',
  pwdEnabled: 'PWDEXPFORCECHANGE3',
  showVerCodeLogin: 'MOBILEVERCODELOGIN3',
  smsPasswordReset: 'PWRESETSMS3',
  socialLogin: 'SOCIALLOGIN3',
  referral: 'REFERRAL3',
  fundTransfer: 'FUNDTRANS3',
  multiDownlineTransfer: 'AGENTRANSMULTDOWN3',
  dividend: 'DIVIDEND',
  dailySalary: 'DAYSAL',
  hourSalary: 'HOURSAL3',
  vip: 'VIP3',
} as const;

export type ClientFlags = Record<keyof typeof clientFlagModules, boolean>;

export const deriveClientFlags = (modules: Record<string, boolean>): ClientFlags =>
  Object.fromEntries(Object.entries(clientFlagModules).map(([flag, mod]) => [flag, modules[mod] === true])) as ClientFlags;
