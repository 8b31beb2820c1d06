import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { FirstAdministrator } from './first-administrator';
import { LoginThrottle } from './login-throttle';

/** Sign-in, token checks and the first administrator (the guard itself is the platform's). */
@Module({ controllers: [AuthController], providers: [AuthService, LoginThrottle, FirstAdministrator] })
export class AuthModule {}
