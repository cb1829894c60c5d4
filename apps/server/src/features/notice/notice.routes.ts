import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { NoticeService } from './notice.service.ts';

export function noticeRoutes(app: FastifyInstance, options: RouteOptions, notices: NoticeService) {
  registerEndpoint(app, options, endpoints.getNoticeList, (input, { userId }) => notices.list(userId, input));
  registerEndpoint(app, options, endpoints.getNoticeUnreadNum, (_input, { userId }) => notices.unread(userId));
  registerEndpoint(app, options, endpoints.readNotice, async (input, { userId }) => {
    await notices.read(userId, input);
    return null;
  });
  registerEndpoint(app, options, endpoints.getNoticeSetting, (_input, { userId }) => notices.setting(userId));
  registerEndpoint(app, options, endpoints.saveNoticeSetting, (input, { userId }) =>
    notices.saveSetting(userId, input),
  );
  // The square's counts are the unread notices of its kinds (once features/updates kept a "last read" time).
  registerEndpoint(app, options, endpoints.getUpdatesNotice, (_input, { userId }) => notices.squareNotice(userId));
  registerEndpoint(app, options, endpoints.readUpdatesNotice, async (_input, { userId }) => {
    await notices.readSquareNotice(userId);
    return null;
  });
}
