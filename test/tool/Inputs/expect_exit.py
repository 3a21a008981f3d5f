"""expect_exit.py STATUS COMMAND [ARGS...]: runs COMMAND, passing its output
through, and succeeds only when it exits with STATUS (lit's `not` only knows
"non-zero")."""
import subprocess
import sys

expected = int(sys.argv[1])
status = subprocess.call(sys.argv[2:])
if status != expected:
    sys.stderr.write("expect_exit: '%s' exited with %d, expected %d\n"
                     % (" ".join(sys.argv[2:]), status, expected))
    sys.exit(1)
