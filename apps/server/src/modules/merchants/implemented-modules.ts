import { allEndpoints, type WhitelabelNode } from '@wl/contracts';

/**
 * Switches that are implemented without a call of their own: each is read by an implemented call or by the web
 * around one. A switch that is neither here nor carried by a definition has nothing behind it, so the merchant's
 * tree reports it off whatever the operator stored.
 */
export const displayOnlyModules: Record<string, string> = {
  USERNAMEREG3: 'register service: username registration (the register call is REG3)',
  MOBILENUMPASSREG3: 'register service: a password on mobile registration',
  PWDEXPFORCECHANGE3: 'login service: force a password change when it expired',
  MOBILEVERCODELOGIN3: 'login service and form: sign in with an SMS code',
  AGENTRANSMULTDOWN3: 'wallet service: one transfer to several downlines',
  HELP3: 'the help centre page (its content call is COMM3)',
};

/** Module ids with something behind them: carried by at least one definition (each has its route), or display-only. */
export const implementedModules: ReadonlySet<string> = new Set([
  ...allEndpoints().flatMap((d) => (d.module ? [d.module] : [])),
  ...Object.keys(displayOnlyModules),
]);

/**
 * The tree a merchant reports: each switch as the operator stored it AND implemented. A group (a node with
 * children and no call of its own) reports on while one of its children reports on, so switching a group off
 * still switches its subtree off, and a group whose every child is off or unimplemented reports off.
 */
export const honestTree = (nodes: WhitelabelNode[], implemented: ReadonlySet<string> = implementedModules): WhitelabelNode[] =>
  nodes.map((node) => {
    const childrenNodes = honestTree(node.childrenNodes, implemented);
    // A group answers through its children: it reports on while one of them (as reported) is on.
    const on = node.enabled === '1' && (implemented.has(node.modId) || childrenNodes.some((c) => c.enabled === '1'));
    return { modId: node.modId, enabled: on ? '1' : '0', childrenNodes };
  });
