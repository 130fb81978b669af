print("Gallery")
