import CurtainCLI

CurtainCommand.main()
