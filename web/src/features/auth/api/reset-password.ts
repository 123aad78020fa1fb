import { useMutation } from '@tanstack/react-query';
import type { MessageDto, ResetInput } from '@notesea/contract/accounts';
import { api } from '@/lib/api-client';

/** The emailed link's token (a path parameter) and the body of the reset. */
export type ResetPasswordInput = ResetInput & { token: string };

export function resetPassword({ token, password }: ResetPasswordInput): Promise<MessageDto> {
  return api.post<MessageDto>(`/users/reset-password/${encodeURIComponent(token)}`, { password });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
