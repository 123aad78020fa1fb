import { useMutation } from '@tanstack/react-query';
import type { SessionDto } from '@notesea/contract/accounts';
import { api } from '@/lib/api-client';

export type LoginInput = { email: string; password: string };

export function login(input: LoginInput): Promise<SessionDto> {
  return api.post<SessionDto>('/users/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
