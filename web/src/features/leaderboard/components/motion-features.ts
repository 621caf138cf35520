/** framer-motion's layout-animation features, loaded after the leaderboard shows (see leaderboard.tsx). */
export { domMax as default } from 'framer-motion';
