import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { submissionsApi } from '@portal/domain/routes';
import type { ReportSubmission, Task } from '@portal/domain/tasks';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api-client';
import { notifyStepFailure } from '@/lib/mutation-failure';
import { notify } from '@/lib/notify';

/** `PUT /api/task/submit/report`: the report screenshots; answers the updated task (SPEC §7). */
export async function submitReport(report: ReportSubmission): Promise<Task> {
  return callApi(submissionsApi.report, { body: { newSubmission: report } });
}

/** SPEC §8: 'Report Submitted Successfully', then My Tasks. */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: submitReport,
    onSuccess: async () => {
      notify.success(t`Report Submitted Successfully`);
      navigate(paths.myTasks.getHref());
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
    onError: notifyStepFailure(t`Error submitting report`, () =>
      queryClient.invalidateQueries({ queryKey: ['tasks'] }),
    ),
  });
}
