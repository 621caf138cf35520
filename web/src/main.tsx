import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render is a transition, so React renders it in slices and yields to the browser between
// them (a blocking render of the whole shell was one long main-thread task on a slow phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
