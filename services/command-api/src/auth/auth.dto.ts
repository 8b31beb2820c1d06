import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginRequest {
  @ApiProperty({ example: 'admin@dealer.local' })
  @IsEmail({}, { message: 'Invalid email format!' })
  @MaxLength(254, { message: 'Invalid email format!' })
  @IsNotEmpty({ message: 'Please input your email!' })
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Please input your password!' })
  @MaxLength(256, { message: 'Password is too long' })
  @IsNotEmpty({ message: 'Please input your password!' })
  password!: string;
}

export class VerifyTokenRequest {
  @ApiProperty()
  @IsString({ message: 'Token is required' })
  @MaxLength(4096)
  @IsNotEmpty({ message: 'Token is required' })
  token!: string;
}
