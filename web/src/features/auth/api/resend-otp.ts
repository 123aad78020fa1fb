import { useMutation } from '@tanstack/react-query';
import type { MessageDto } from '@notesea/contract/accounts';
import { api } from '@/lib/api-client';

export function resendOtp(input: { email: string }): Promise<MessageDto> {
  return api.post<MessageDto>('/users/resend-otp', input);
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
