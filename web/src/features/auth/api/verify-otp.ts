import { useMutation } from '@tanstack/react-query';
import type { SessionDto, VerifyOtpInput } from '@notesea/contract/accounts';
import { api } from '@/lib/api-client';

export function verifyOtp(input: VerifyOtpInput): Promise<SessionDto> {
  return api.post<SessionDto>('/users/verify-otp', input);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
