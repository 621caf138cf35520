/**
 * The top entries, ranked, and the caller's own entry (for the "(You)" row when they are outside
 * the top list). Rank = 1 + number of users with more points (app.leaderboard / app.my_rank).
 */
import { integer, rpcResult, statement, statementAsUser } from '../../_shared/db.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';

export const leaderboardHandlers: Handlers<'leaderboard' | 'myRank'> = {
  leaderboard: ({ claims, query }) =>
    rpcResult<AnswerOf<'leaderboard'>>(statementAsUser(claims, statement`select app.leaderboard(${integer(query.limit)}::integer) as result`)),
  myRank: ({ claims }) => rpcResult<AnswerOf<'myRank'>>(statementAsUser(claims, statement`select app.my_rank() as result`)),
};
