from oh7_desktop.cli import main
import sys
sys.exit(main())
