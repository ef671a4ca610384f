/**
 * Agent-centre pages (spec section 2) and the whitelabel module each needs (facts.md). A page shows only while the
 * merchant reports its module on; the server reports a module on only once its calls answer. `flag` marks the
 * salary and dividend pages, which the original showed only on a contract switch.
 */
export type AgentPage = { id: string; module: string; flag?: boolean };

export const agentPages: AgentPage[] = [
  { id: 'agentAnnouncement', module: 'AGENTANNOUNCE3' },
  { id: 'agentTeamOverview', module: 'AGEINFO3' },
  { id: 'registerCenter', module: 'REGCEN' },
  { id: 'downlineManagmentView', module: 'DOWNMAN' },
  { id: 'personalHistoryCopy', module: 'TRANSBETREPMEM3' },
  { id: 'palStatementsAgentCopy', module: 'AGETEAMPNL3' },
  { id: 'agentRevenueReport', module: 'AGEREV3' },
  { id: 'agentDownlineTransactionDetailsCopy', module: 'AGEDOWNTRANS3' },
  { id: 'agentDividendRecordCopy2', module: 'DIVIDEND', flag: true },
  { id: 'agentDailyWages2', module: 'DAYSAL', flag: true },
  { id: 'agentHourSalary', module: 'HOURSAL3', flag: true },
  { id: 'agentRealtimeSalary', module: 'RTSALARY3', flag: true },
];

export const defaultAgentPage = 'agentTeamOverview';

/** The derived contract flag (server's consolidated flags) each salary or dividend page waits for. */
export const pageFlags: Record<string, 'dailySalary' | 'hourSalary' | 'salary' | 'dividend'> = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'dailySalary',
  agentHourSalary: 'hourSalary',
  agentRealtimeSalary: 'salary',
};

/** Pages whose module is on; a flagged page also needs its derived flag (the agent holds or held such a contract). */
export const visibleAgentPages = (modules: Record<string, boolean>, flags?: Partial<Record<string, boolean>>) =>
  agentPages.filter((p) => modules[p.module] === true && (!p.flag || !flags || flags[pageFlags[p.id] as string] === true));
