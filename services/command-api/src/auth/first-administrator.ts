import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  registerFirstAdministrator,
  uniqueValueStream,
  USER_EMAIL_SCOPE,
  userStream,
  USERS_BOOTSTRAP_STREAM,
  uuidv7,
  type UniqueValueState,
  type UsersBootstrapState,
  type UserState,
} from '@dealer/domain';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../infrastructure/tokens';
import { CheckpointWaiter } from '../infrastructure/checkpoint-waiter';
import { CommandPipeline } from '../platform/command-pipeline';
import { Credentials } from './credentials';
import { SYSTEM_USER_ID } from './authenticated-user';

const DEVELOPMENT_ADMIN_EMAIL = 'admin@dealer.local';

/** The first start with an empty store creates the administrator (ADMIN_EMAIL / ADMIN_PASSWORD). */
@Injectable()
export class FirstAdministrator {
  private readonly logger = new Logger('FirstAdministrator');

  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly credentials: Credentials,
    private readonly checkpoints: CheckpointWaiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ensure(): Promise<void> {
    const email = (this.config.adminEmail ?? DEVELOPMENT_ADMIN_EMAIL).trim().toLowerCase();
    let password = this.config.adminPassword;
    const generated = !password;
    if (generated && this.config.production) {
      this.logger.warn('ADMIN_EMAIL and ADMIN_PASSWORD are not set: no administrator is created in production');
      return;
    }
    password ??= randomBytes(12).toString('base64url');
    const userId = uuidv7();
    let created = false;
    // The hash goes to the credentials table first; the event names it (no secret in the log).
    const { outcome } = await this.credentials.storeThenAppend(
      userId,
      password,
      (credentialId) =>
        this.pipeline.run(
          { userId: SYSTEM_USER_ID, correlationId: uuidv7(), fingerprint: 'first-administrator' },
          {
            decide: async (read) => {
              const bootstrap = await read<UsersBootstrapState>(USERS_BOOTSTRAP_STREAM);
              created = !bootstrap.done;
              return registerFirstAdministrator(
                { userId, email, name: 'Administrator', credentialId },
                { bootstrap, user: await read<UserState>(userStream(userId)), email: await read<UniqueValueState>(uniqueValueStream(USER_EMAIL_SCOPE, email)) },
              );
            },
            result: { userId },
          },
        ),
      () => created,
    );
    if (!created) return;
    // The administrator can sign in once the users read model has them: on a slow start the
    // projector may take longer than a command's bounded wait, and the app is not ready before.
    if (!outcome.visible && !(await this.checkpoints.waitFor(outcome.position, 120_000))) {
      this.logger.warn('the projector has not yet caught up with the first administrator: signing in will fail until it does');
    }
    if (generated) {
      // Printed once, on the start that created it; it is stored only as an argon2 hash, outside the log.
      console.log(`\n  First administrator created. Sign in at http://localhost:${this.config.port}/login\n    email:    ${email}\n    password: ${password}\n  (set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n`);
    } else {
      this.logger.log(`First administrator ${email} created`);
    }
  }
}
