/** Module ids (facts.md call registry) that gate the calls this server answers. */
export const Modules = {
  COMM3: 'COMM3',
  REG3: 'REG3',
  HELP3: 'HELP3',
  GAMELO3: 'GAMELO3',
  GAMELOHOT3: 'GAMELOHOT3',
  GAMELOREC3: 'GAMELOREC3',
  AGEANNOUNCE3: 'AGEANNOUNCE3',
} as const;
