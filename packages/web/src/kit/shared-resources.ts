/**
 * Invalidation keys that more than one module (or the shell) shows: the notice box passes and rejects join
 * applications, so the registration list and the user list reload after a decision made in the bell; a save
 * of the organization tree on the people pages reloads the trees of the report pages; a saved order or style
 * refreshes the wage report's pickers.
 */
export const SharedResource = { joinApplication: 'joinApplication', user: 'user', organization: 'organization', order: 'order', product: 'product' } as const;
