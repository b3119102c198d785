/**
 * Invalidation keys that the shell changes as well as a module's pages: the notice box passes and rejects
 * join applications, so the registration list and the user list reload after a decision made in the bell.
 */
export const SharedResource = { joinApplication: 'joinApplication', user: 'user' } as const;
