/** Member `type` values (facts.md); the lists live in merchant configuration, these are the defaults. */
export const defaultAgentTypes = [1, 2, 41, 42];
export const defaultTrialTypes = [4];

export type MemberKind = 'member' | 'agent' | 'trial';
export const memberKind = (
  type: number,
  lists: { agentTypes: number[]; trialTypes: number[] } = { agentTypes: defaultAgentTypes, trialTypes: defaultTrialTypes },
): MemberKind => (lists.agentTypes.includes(type) ? 'agent' : lists.trialTypes.includes(type) ? 'trial' : 'member');
