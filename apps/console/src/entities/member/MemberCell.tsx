import type { MemberSummary } from '@kk/contract';
import { Avatar, Space, Typography } from 'antd';
import { go, PATHS } from '../../shared/router/hash-route.ts';

/** A member as a row shows them: avatar, name and userid, opening their page. */
export function MemberCell({ member }: { member: MemberSummary }) {
  return (
    <Space>
      <Avatar src={member.avatar || undefined} size="small">
        {member.username.slice(0, 1)}
      </Avatar>
      <Typography.Link
        onClick={(event) => {
          event.stopPropagation();
          go(PATHS.member(member.id));
        }}
      >
        {member.username}
      </Typography.Link>
      <Typography.Text type="secondary">{member.userid}</Typography.Text>
    </Space>
  );
}
