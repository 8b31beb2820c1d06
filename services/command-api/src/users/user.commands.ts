import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { registerUser, resetPassword, uniqueValueStream, updateUser, USER_EMAIL_SCOPE, userStream, uuidv7, type UniqueValueState, type UserState } from '@dealer/domain';
import { Credentials } from '../auth/credentials';
import { Sessions } from '../auth/sessions';
import type { CommandContext } from '../platform/command-context';
import { CommandPipeline } from '../platform/command-pipeline';
import type { CreateUserRequest, UpdateUserRequest } from './user.dto';

export class CreateUser {
  constructor(readonly context: CommandContext, readonly fields: CreateUserRequest) {}
}
export class UpdateUser {
  constructor(readonly context: CommandContext, readonly userId: string, readonly fields: UpdateUserRequest) {}
}
export class ResetUserPassword {
  constructor(readonly context: CommandContext, readonly userId: string, readonly newPassword: string) {}
}

/** The password's hash is stored first, then UserRegistered names its credential (no secret in the log). */
@CommandHandler(CreateUser)
export class CreateUserHandler implements ICommandHandler<CreateUser> {
  constructor(private readonly pipeline: CommandPipeline, private readonly credentials: Credentials) {}

  async execute({ context, fields }: CreateUser) {
    const userId = uuidv7();
    const { outcome } = await this.credentials.storeThenAppend(
      userId,
      fields.password,
      (credentialId) =>
        this.pipeline.run(context, {
          result: { id: userId },
          decide: async (read) =>
            registerUser(
              { userId, email: fields.email, name: fields.name, role: fields.role, credentialId },
              { user: await read<UserState>(userStream(userId)), email: await read<UniqueValueState>(uniqueValueStream(USER_EMAIL_SCOPE, fields.email)) },
            ),
        }),
      (done) => !done.repeated,
    );
    return outcome;
  }
}

/** Name, role, active. Disabling ends every session of the user at once; any change makes every API process re-read the user. */
@CommandHandler(UpdateUser)
export class UpdateUserHandler implements ICommandHandler<UpdateUser> {
  constructor(private readonly pipeline: CommandPipeline, private readonly sessions: Sessions) {}

  async execute({ context, userId, fields }: UpdateUser) {
    const outcome = await this.pipeline.run(context, {
      result: { id: userId },
      decide: async (read) =>
        updateUser({ actorId: context.userId, userId, ...fields }, { actor: await read<UserState>(userStream(context.userId)), user: await read<UserState>(userStream(userId)) }),
    });
    if (fields.isActive === false) await this.sessions.endAllOf(userId, 'disabled');
    else await this.sessions.userChanged(userId);
    return outcome;
  }
}

/** An administrator sets a new password: the user's sessions end, their older hashes go. */
@CommandHandler(ResetUserPassword)
export class ResetUserPasswordHandler implements ICommandHandler<ResetUserPassword> {
  constructor(private readonly pipeline: CommandPipeline, private readonly credentials: Credentials, private readonly sessions: Sessions) {}

  async execute({ context, userId, newPassword }: ResetUserPassword) {
    const { outcome, credentialId } = await this.credentials.storeThenAppend(
      userId,
      newPassword,
      (newCredentialId) =>
        this.pipeline.run(context, {
          result: { id: userId },
          decide: async (read) =>
            resetPassword(
              { actorId: context.userId, userId, credentialId: newCredentialId },
              { actor: await read<UserState>(userStream(context.userId)), user: await read<UserState>(userStream(userId)) },
            ),
        }),
      (done) => !done.repeated,
    );
    await this.sessions.endAllOf(userId, 'password-reset');
    if (!outcome.repeated) await this.credentials.keepOnly(userId, credentialId);
    return outcome;
  }
}

export const USER_COMMAND_HANDLERS = [CreateUserHandler, UpdateUserHandler, ResetUserPasswordHandler];
