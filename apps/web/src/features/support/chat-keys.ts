/** Query keys of the live chat, shared by the launcher (always loaded) and the room (loaded when opened). */
export const supportKeys = { unread: ['support', 'unread'] as const, thread: ['support', 'thread'] as const };
