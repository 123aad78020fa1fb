import { useMutation } from '@tanstack/react-query';
import type { MessageDto } from '@notesea/contract/accounts';
import { api } from '@/lib/api-client';

export function forgotPassword(input: { email: string }): Promise<MessageDto> {
  return api.post<MessageDto>('/users/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
