import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { CampaignReport } from '@portal/domain/admin';
import { isWebAddress } from '@portal/domain/validation/checks';
import { FormSection } from '@/components/form-section';
import { TableScroller } from '@/components/table-scroller';
import { adminPaths } from '@/config/admin-paths';
import { formatDate } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';
import { TaskStatusBadge } from '@/features/back-office/shared/components/task-status-badge';
import classes from './campaign-report.module.css';

/** An address a creator sent, opened in a new tab; anything that is not a web address shows as text. */
function PostLink({ href }: { href: string }) {
  if (!isWebAddress(href)) return <span className={classes.link}>{href}</span>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" className={classes.link}>
      {href}
    </Anchor>
  );
}

/**
 * The posts: each task's latest final submission, newest first, with its link and its creator's
 * name and profile on the campaign's platform; and a place for the verified post metrics to come.
 */
export function ReportPosts({ posts }: { posts: CampaignReport['posts'] }) {
  const { t } = useLingui();
  const shown = posts.items.length;

  return (
    <FormSection title={t`Posts`}>
      {/* Printed, a long list runs over pages (see the stylesheet). */}
      <div className={classes.long}>
        {shown === 0 ? (
          <Text size="sm">
            <Trans>No posts submitted yet.</Trans>
          </Text>
        ) : (
          <TableScroller label={t`Posts`} minWidth={600}>
            <Table striped captionSide="top">
              <Table.Caption>
                {shown < posts.total
                  ? t`The ${formatCount(shown)} latest of ${formatCount(posts.total)} posts; the CSV has every one.`
                  : t`Each creator's latest final submission, newest first.`}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Trans>Creator</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Post</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Submitted</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Status</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {posts.items.map((post) => (
                  <Table.Tr key={post.taskId}>
                    <Table.Td>
                      <Anchor component={Link} to={adminPaths.adminTask.getHref(post.taskId)} size="sm">
                        {post.creator.fullName}
                      </Anchor>
                      {post.creator.handle && (
                        <Text size="xs" c="dimmed" className={classes.link}>
                          {post.creator.handle}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {post.linkUrl ? (
                        <PostLink href={post.linkUrl} />
                      ) : (
                        <Text size="sm" c="dimmed">
                          <Trans>No link</Trans>
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(post.submittedAt)}</Table.Td>
                    <Table.Td>
                      <TaskStatusBadge status={post.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
      </div>
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden="true" />} title={t`Post metrics`}>
        <Trans>
          Reach, views and engagement will show here once creators’ accounts are verified. Until then the report shows
          no figures it cannot check.
        </Trans>
      </Alert>
    </FormSection>
  );
}
