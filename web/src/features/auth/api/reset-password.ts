import { useMutation } from '@tanstack/react-query';
import type { MessageDto } from '@notesea/contract/accounts';
import { api } from '@/lib/api-client';

export type ResetPasswordInput = { token: string; password: string };

export function resetPassword({ token, password }: ResetPasswordInput): Promise<MessageDto> {
  return api.post<MessageDto>(`/users/reset-password/${encodeURIComponent(token)}`, { password });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
