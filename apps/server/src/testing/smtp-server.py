"""The tests' mail server: Debian's aiosmtpd, a real SMTP implementation, on 127.0.0.1:PORT.

It keeps what a test reads in STATE_DIR, each written before the client hears the answer:
messages/ holds each message taken, as received; `events` has a line per connection ("connect")
and per message offered ("mail"). The file `mood` says how it answers, read at each message:
accept; busy (451 to MAIL FROM, as under load); refuse (550 to MAIL FROM, a mailbox that does
not exist); lose-answer (takes the message, then answers 451: its answer was lost).
"""

import asyncio
import os
import sys

from aiosmtpd.smtp import SMTP

PORT = int(sys.argv[1])
STATE = sys.argv[2]
MESSAGES = os.path.join(STATE, "messages")


def mood():
    try:
        with open(os.path.join(STATE, "mood"), encoding="utf-8") as file:
            return file.read().strip()
    except FileNotFoundError:
        return "accept"


def note(event):
    with open(os.path.join(STATE, "events"), "a", encoding="utf-8") as file:
        file.write(event + "\n")


class Handler:
    async def handle_MAIL(self, server, session, envelope, address, mail_options):
        note("mail")
        current = mood()
        if current == "busy":
            return "451 4.3.2 Try again later"
        if current == "refuse":
            return "550 5.1.1 Mailbox unavailable"
        envelope.mail_from = address
        envelope.mail_options.extend(mail_options)
        return "250 2.1.0 OK"

    async def handle_DATA(self, server, session, envelope):
        name = "%06d" % len(os.listdir(MESSAGES))
        partial = os.path.join(STATE, name + ".partial")
        with open(partial, "wb") as file:
            file.write(envelope.original_content)
        os.rename(partial, os.path.join(MESSAGES, name + ".eml"))
        if mood() == "lose-answer":
            return "451 4.4.2 Connection dropped"
        return "250 2.0.0 Queued"


class CountingSMTP(SMTP):
    def connection_made(self, transport):
        note("connect")
        super().connection_made(transport)


async def main():
    os.makedirs(MESSAGES, exist_ok=True)
    loop = asyncio.get_running_loop()
    server = await loop.create_server(
        lambda: CountingSMTP(Handler(), hostname="smtp.test"), "127.0.0.1", PORT
    )
    print("ready", flush=True)
    await server.serve_forever()


asyncio.run(main())
