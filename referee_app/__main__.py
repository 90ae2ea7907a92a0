import sys

from referee_app.cli.main import main

sys.exit(main())
