// petite browser client
