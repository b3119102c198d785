import { lazy } from 'react';

/** What other pages take from the people module: the production assistant card of the dashboard (loaded when shown). */
export const AssistantApplyCard = lazy(() => import('./assistants/assistant-apply-card'));
