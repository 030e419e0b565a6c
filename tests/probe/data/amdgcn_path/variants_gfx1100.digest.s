; swatomic-probe --builtin variants --target gfx1100 (-cl-std=CL2.0), amdgcn_evidence_digest of the llc-16 listing
swatomic_load_word_:                    ; @swatomic_load_word_
	global_load_b64 v[0:1], v[0:1], off glc
swatomic_store_word_:                   ; @swatomic_store_word_
	global_store_b64 v[0:1], v[2:3], off
swatomic_load_words2_:                  ; @swatomic_load_words2_
	global_load_b64 v[4:5], v[0:1], off glc
	global_load_b64 v[2:3], v[0:1], off offset:8 glc
swatomic_clock_ns:                      ; @swatomic_clock_ns
swatomic_clock_us:                      ; @swatomic_clock_us
swatomic_backoff:                       ; @swatomic_backoff
swatomic_lowest_lane:                   ; @swatomic_lowest_lane
swatomic_lanes_lowest:                  ; @swatomic_lanes_lowest
swatomic_lanes_count:                   ; @swatomic_lanes_count
swatomic_lanes_below:                   ; @swatomic_lanes_below
swatomic_lanes_has:                     ; @swatomic_lanes_has
swatomic_lanes_highest:                 ; @swatomic_lanes_highest
swatomic_lanes_nth:                     ; @swatomic_lanes_nth
swatomic_wave_index:                    ; @swatomic_wave_index
swatomic_amdgcn_ballot_:                ; @swatomic_amdgcn_ballot_
swatomic_wave_lane:                     ; @swatomic_wave_lane
	v_mbcnt_lo_u32_b32 v0, -1, 0
swatomic_wave_active:                   ; @swatomic_wave_active
swatomic_wave_ballot:                   ; @swatomic_wave_ballot
swatomic_wave_shfl:                     ; @swatomic_wave_shfl
	ds_bpermute_b32 v0, v0, v1
swatomic_wave_shfl64:                   ; @swatomic_wave_shfl64
	ds_bpermute_b32 v0, v3, v1
	ds_bpermute_b32 v1, v3, v2
swatomic_wave_sync:                     ; @swatomic_wave_sync
swatomic_wave_match64:                  ; @swatomic_wave_match64
	ds_bpermute_b32 v5, v6, v1 offset:124
	ds_bpermute_b32 v6, v6, v2 offset:124
swatomic_fmin_:                         ; @swatomic_fmin_
swatomic_fmax_:                         ; @swatomic_fmax_
swatomic_apply_:                        ; @swatomic_apply_
swatomic_foldable_:                     ; @swatomic_foldable_
swatomic_identity_:                     ; @swatomic_identity_
swatomic_cas_local32_:                  ; @swatomic_cas_local32_
	buffer_gl0_inv
swatomic_apply_local_:                  ; @swatomic_apply_local_
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
swatomic_control_cached_:               ; @swatomic_control_cached_
	global_load_b32 v0, v[0:1], off
swatomic_raise_:                        ; @swatomic_raise_
	global_store_b32 v[0:1], v2, off offset:8 dlc
	global_store_b32 v[0:1], v3, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v4, off dlc
swatomic_give_up_:                      ; @swatomic_give_up_
	flat_load_b64 v[3:4], v[0:1] offset:16
	flat_load_b32 v5, v[0:1] offset:36
	flat_store_b32 v[0:1], v6 offset:56
	global_store_b32 v[3:4], v2, off offset:8 dlc
	global_store_b32 v[3:4], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[3:4], v6, off dlc
swatomic_wait_step_:                    ; @swatomic_wait_step_
	flat_load_b32 v4, v[2:3]
	flat_store_b32 v[2:3], v8
	flat_load_b64 v[6:7], v[0:1] offset:16
	global_load_b32 v4, v[6:7], off glc dlc
	flat_store_b32 v[0:1], v2 offset:56
	flat_load_b64 v[4:5], v[2:3] offset:16
	flat_store_b64 v[2:3], v[4:5] offset:16
	global_load_b32 v9, v[6:7], off offset:24 glc dlc
	flat_load_b32 v2, v[0:1] offset:36
	flat_store_b32 v[0:1], v3 offset:56
	global_store_b32 v[6:7], v4, off offset:8 dlc
	global_store_b32 v[6:7], v2, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[6:7], v3, off dlc
	global_load_b32 v5, v[6:7], off offset:4 glc dlc
	flat_load_b32 v4, v[2:3] offset:4
	flat_store_b128 v[2:3], v[4:7]
	global_load_b32 v2, v[6:7], off offset:16 glc dlc
	flat_load_b32 v2, v[0:1] offset:36
	flat_store_b32 v[0:1], v4 offset:56
	global_store_b32 v[6:7], v4, off offset:8 dlc
	global_store_b32 v[6:7], v2, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[6:7], v4, off dlc
swatomic_take_slot_:                    ; @swatomic_take_slot_
	flat_load_b32 v3, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_b64 v[7:8], v[0:1] offset:16
	global_load_b32 v5, v[7:8], off glc dlc
	flat_store_b32 v[0:1], v9 offset:56
	global_load_b32 v5, v[7:8], off offset:24 glc dlc
	flat_load_b32 v5, v[0:1] offset:36
	flat_store_b32 v[0:1], v9 offset:56
	global_store_b32 v[7:8], v10, off offset:8 dlc
	global_store_b32 v[7:8], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[7:8], v9, off dlc
	global_load_b32 v13, v[7:8], off offset:4 glc dlc
	global_load_b32 v5, v[7:8], off offset:16 glc dlc
	flat_load_b32 v13, v[0:1] offset:36
	flat_store_b32 v[0:1], v9 offset:56
	global_store_b32 v[7:8], v9, off offset:8 dlc
	global_store_b32 v[7:8], v13, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[7:8], v9, off dlc
	flat_load_b32 v7, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:28
	flat_store_b32 v[0:1], v2 offset:56
	flat_load_b32 v0, v[0:1] offset:28
swatomic_wait_done_:                    ; @swatomic_wait_done_
	flat_load_b32 v4, v[0:1] offset:44
	flat_load_b64 v[8:9], v[0:1] offset:8
	global_load_b64 v[10:11], v[8:9], off glc
	flat_load_b64 v[12:13], v[0:1] offset:16
	global_load_b32 v3, v[12:13], off glc dlc
	flat_store_b32 v[0:1], v14 offset:56
	global_load_b32 v4, v[12:13], off offset:24 glc dlc
	flat_load_b32 v3, v[0:1] offset:36
	flat_store_b32 v[0:1], v14 offset:56
	global_store_b32 v[12:13], v15, off offset:8 dlc
	global_store_b32 v[12:13], v3, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[12:13], v14, off dlc
	global_load_b32 v3, v[12:13], off offset:4 glc dlc
	global_load_b32 v3, v[12:13], off offset:16 glc dlc
	flat_load_b32 v3, v[0:1] offset:36
	flat_store_b32 v[0:1], v14 offset:56
	global_store_b32 v[12:13], v14, off offset:8 dlc
	global_store_b32 v[12:13], v3, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[12:13], v14, off dlc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_store_record_:                 ; @swatomic_store_record_
	global_store_b64 v[0:1], v[8:9], off offset:16
	global_store_b64 v[0:1], v[12:13], off offset:24
	global_store_b64 v[0:1], v[3:4], off
	global_store_b64 v[0:1], v[5:6], off offset:8
swatomic_post_record_:                  ; @swatomic_post_record_
	flat_load_b32 v12, v[0:1] offset:40
	flat_load_b64 v[0:1], v[0:1]
	global_store_b64 v[0:1], v[9:10], off offset:16
	global_store_b64 v[0:1], v[11:12], off offset:24
	global_store_b64 v[0:1], v[4:5], off
	global_store_b64 v[0:1], v[6:7], off offset:8
swatomic_request_:                      ; @swatomic_request_
	flat_load_b32 v11, v[0:1] offset:56
	flat_load_b64 v[9:10], v[0:1] offset:16
	flat_load_b32 v11, v[0:1] offset:36
	flat_store_b32 v[0:1], v12 offset:56
	global_store_b32 v[9:10], v13, off offset:8 dlc
	global_store_b32 v[9:10], v11, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[9:10], v12, off dlc
	flat_store_b32 v[0:1], v9 offset:56
	v_mbcnt_lo_u32_b32 v15, -1, 0
	flat_load_b32 v9, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_b64 v[13:14], v[0:1] offset:16
	global_load_b32 v11, v[13:14], off glc dlc
	flat_store_b32 v[0:1], v16 offset:56
	global_load_b32 v11, v[13:14], off offset:24 glc dlc
	flat_load_b32 v11, v[0:1] offset:36
	flat_store_b32 v[0:1], v16 offset:56
	global_store_b32 v[13:14], v17, off offset:8 dlc
	global_store_b32 v[13:14], v11, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[13:14], v16, off dlc
	global_load_b32 v20, v[13:14], off offset:4 glc dlc
	global_load_b32 v11, v[13:14], off offset:16 glc dlc
	flat_load_b32 v20, v[0:1] offset:36
	flat_store_b32 v[0:1], v16 offset:56
	global_store_b32 v[13:14], v16, off offset:8 dlc
	global_store_b32 v[13:14], v20, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[13:14], v16, off dlc
	flat_load_b32 v13, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:28
	flat_store_b32 v[0:1], v9 offset:56
	flat_load_b32 v9, v[0:1] offset:28
	ds_bpermute_b32 v18, v3, v2 offset:124
	ds_bpermute_b32 v19, v3, v14 offset:124
	ds_bpermute_b32 v13, v2, v5
	ds_bpermute_b32 v14, v2, v6
	ds_bpermute_b32 v20, v3, v6
	ds_bpermute_b32 v2, v3, v5
	ds_bpermute_b32 v15, v11, v5 offset:124
	ds_bpermute_b32 v11, v11, v6 offset:124
	flat_load_b32 v3, v[0:1] offset:40
	flat_load_b64 v[5:6], v[0:1]
	global_store_b64 v[5:6], v[11:12], off offset:16
	global_store_b64 v[5:6], v[21:22], off offset:24
	global_store_b64 v[5:6], v[9:10], off
	global_store_b64 v[5:6], v[11:12], off offset:8
	flat_load_b32 v5, v[0:1] offset:44
	flat_load_b64 v[11:12], v[0:1] offset:8
	global_load_b64 v[13:14], v[11:12], off glc
	flat_load_b64 v[15:16], v[0:1] offset:16
	global_load_b32 v5, v[15:16], off glc dlc
	flat_store_b32 v[0:1], v3 offset:56
	global_load_b32 v5, v[15:16], off offset:24 glc dlc
	flat_load_b32 v5, v[0:1] offset:36
	flat_store_b32 v[0:1], v3 offset:56
	global_store_b32 v[15:16], v21, off offset:8 dlc
	global_store_b32 v[15:16], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[15:16], v3, off dlc
	global_load_b32 v5, v[15:16], off offset:4 glc dlc
	global_load_b32 v5, v[15:16], off offset:16 glc dlc
	flat_load_b32 v5, v[0:1] offset:36
	flat_store_b32 v[0:1], v3 offset:56
	global_store_b32 v[15:16], v3, off offset:8 dlc
	global_store_b32 v[15:16], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[15:16], v3, off dlc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b32 v5, v[0:1] offset:40
	flat_load_b64 v[9:10], v[0:1] offset:8
	global_load_b64 v[9:10], v[5:6], off glc
	flat_load_b32 v0, v[0:1] offset:28
	buffer_gl0_inv
swatomic_finish_:                       ; @swatomic_finish_
	flat_load_b32 v2, v[0:1] offset:56
	flat_load_b32 v2, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:28
	flat_load_b64 v[2:3], v[0:1]
	flat_load_b32 v0, v[0:1] offset:40
	global_store_b64 v[2:3], v[0:1], off
	global_store_b64 v[2:3], v[6:7], off offset:8
swatomic_hash_:                         ; @swatomic_hash_
swatomic_owner_of_:                     ; @swatomic_owner_of_
swatomic_coord_layout_:                 ; @swatomic_coord_layout_
	flat_load_b96 v[14:16], v[1:2] offset:16
	flat_load_b32 v4, v[1:2] offset:32
	global_load_b64 v[6:7], v[14:15], off offset:36
	flat_load_b128 v[9:12], v[1:2]
	v_readfirstlane_b32 s1, v1
swatomic_words_:                        ; @swatomic_words_
	flat_load_b64 v[0:1], v[0:1]
swatomic_slot_record_:                  ; @swatomic_slot_record_
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b64 v[3:4], v[0:1] offset:92
swatomic_channel_record_:               ; @swatomic_channel_record_
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
swatomic_done_word_:                    ; @swatomic_done_word_
	flat_load_b32 v4, v[0:1] offset:116
	flat_load_b64 v[0:1], v[0:1] offset:8
swatomic_ack_:                          ; @swatomic_ack_
	flat_load_b32 v5, v[0:1] offset:116
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_store_b64 v[2:3], v[0:1], off
swatomic_is_channel_:                   ; @swatomic_is_channel_
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v0, v[0:1] offset:96
swatomic_slot_of_:                      ; @swatomic_slot_of_
	flat_load_b64 v[3:4], v[0:1] offset:92
	flat_load_b32 v0, v[0:1] offset:84
swatomic_is_first_:                     ; @swatomic_is_first_
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v4, v[0:1] offset:96
	flat_load_b32 v0, v[0:1] offset:92
swatomic_header_of_:                    ; @swatomic_header_of_
	flat_load_b32 v0, v[0:1] offset:76
swatomic_mailbox_of_:                   ; @swatomic_mailbox_of_
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
	flat_load_b32 v3, v[0:1] offset:92
	flat_load_b32 v4, v[0:1] offset:108
	flat_load_b32 v0, v[0:1] offset:60
	flat_load_b32 v0, v[0:1] offset:64
swatomic_coord_reserve_:                ; @swatomic_coord_reserve_
	flat_load_b32 v4, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:100
	flat_load_b32 v0, v[0:1] offset:76
	buffer_gl0_inv
	buffer_gl0_inv
swatomic_coord_poll_slot_:              ; @swatomic_coord_poll_slot_
	flat_load_b32 v7, v[0:1] offset:112
	flat_load_b32 v7, v[0:1] offset:108
	flat_load_b32 v8, v[0:1] offset:60
	flat_load_b32 v8, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[7:8], v[0:1] offset:92
	flat_load_b32 v10, v[0:1] offset:76
	flat_load_b32 v9, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:100
	flat_load_b32 v14, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:100
	flat_load_b32 v15, v[0:1] offset:44
	flat_load_b32 v2, v[0:1] offset:24
	flat_load_b32 v0, v[0:1] offset:76
	flat_load_b32 v9, v[0:1] offset:84
	flat_load_b32 v3, v[0:1] offset:116
	flat_load_b64 v[5:6], v[0:1] offset:8
	global_store_b64 v[5:6], v[2:3], off
	flat_load_b32 v0, v[0:1] offset:76
	buffer_gl0_inv
swatomic_coord_load_head_:              ; @swatomic_coord_load_head_
	flat_load_b32 v0, v[4:5] offset:112
	flat_load_b32 v7, v[4:5] offset:84
	flat_load_b64 v[0:1], v[4:5] offset:92
	flat_load_b64 v[2:3], v[4:5]
	global_load_b64 v[0:1], v[2:3], off glc
	global_load_b64 v[2:3], v[2:3], off offset:8 glc
swatomic_coord_poll_:                   ; @swatomic_coord_poll_
	flat_load_b64 v[2:3], v[0:1] offset:108
	flat_load_b32 v3, v[0:1] offset:112
	flat_load_b32 v2, v[0:1] offset:84
	flat_load_b64 v[30:31], v[0:1] offset:92
	flat_load_b64 v[32:33], v[0:1]
	global_load_b64 v[14:15], v[4:5], off glc
	global_load_b64 v[16:17], v[4:5], off offset:8 glc
	global_load_b64 v[10:11], v[4:5], off glc
	global_load_b64 v[12:13], v[4:5], off offset:8 glc
	global_load_b64 v[6:7], v[4:5], off glc
	global_load_b64 v[8:9], v[4:5], off offset:8 glc
	global_load_b64 v[2:3], v[4:5], off glc
	global_load_b64 v[4:5], v[4:5], off offset:8 glc
	flat_load_b32 v21, v[0:1] offset:108
	flat_load_b32 v29, v[0:1] offset:60
	flat_load_b32 v14, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v21, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v32, v[0:1] offset:100
	flat_load_b32 v21, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v32, v[0:1] offset:100
	flat_load_b32 v32, v[0:1] offset:44
	flat_load_b32 v28, v[0:1] offset:24
	flat_load_b32 v14, v[0:1] offset:76
	flat_load_b32 v21, v[0:1] offset:84
	flat_load_b32 v14, v[0:1] offset:116
	flat_load_b64 v[16:17], v[0:1] offset:8
	global_store_b64 v[14:15], v[20:21], off
	flat_load_b32 v14, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v14, v[0:1] offset:112
	flat_load_b32 v14, v[0:1] offset:108
	flat_load_b32 v15, v[0:1] offset:60
	flat_load_b32 v15, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[14:15], v[0:1] offset:92
	flat_load_b32 v17, v[0:1] offset:76
	flat_load_b32 v16, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v17, v[0:1] offset:100
	flat_load_b32 v23, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v17, v[0:1] offset:100
	flat_load_b32 v30, v[0:1] offset:44
	flat_load_b32 v14, v[0:1] offset:24
	flat_load_b32 v10, v[0:1] offset:76
	flat_load_b32 v16, v[0:1] offset:84
	flat_load_b32 v10, v[0:1] offset:116
	flat_load_b64 v[12:13], v[0:1] offset:8
	global_store_b64 v[10:11], v[20:21], off
	flat_load_b32 v10, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:112
	flat_load_b32 v10, v[0:1] offset:108
	flat_load_b32 v11, v[0:1] offset:60
	flat_load_b32 v11, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[10:11], v[0:1] offset:92
	flat_load_b32 v13, v[0:1] offset:76
	flat_load_b32 v12, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v13, v[0:1] offset:100
	flat_load_b32 v17, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v13, v[0:1] offset:100
	flat_load_b32 v21, v[0:1] offset:44
	flat_load_b32 v10, v[0:1] offset:24
	flat_load_b32 v6, v[0:1] offset:76
	flat_load_b32 v12, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:116
	flat_load_b64 v[8:9], v[0:1] offset:8
	global_store_b64 v[6:7], v[20:21], off
	flat_load_b32 v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v6, v[0:1] offset:112
	flat_load_b32 v6, v[0:1] offset:108
	flat_load_b32 v7, v[0:1] offset:60
	flat_load_b32 v7, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[6:7], v[0:1] offset:92
	flat_load_b32 v9, v[0:1] offset:76
	flat_load_b32 v8, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v9, v[0:1] offset:100
	flat_load_b32 v13, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v9, v[0:1] offset:100
	flat_load_b32 v14, v[0:1] offset:44
	flat_load_b32 v6, v[0:1] offset:24
	flat_load_b32 v2, v[0:1] offset:76
	flat_load_b32 v8, v[0:1] offset:84
	flat_load_b32 v2, v[0:1] offset:116
	flat_load_b64 v[4:5], v[0:1] offset:8
	global_store_b64 v[2:3], v[20:21], off
	flat_load_b32 v2, v[0:1] offset:76
	buffer_gl0_inv
swatomic_coord_poll_channels_:          ; @swatomic_coord_poll_channels_
	flat_load_b32 v3, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:64
	flat_load_b32 v5, v[0:1] offset:80
	flat_load_b32 v12, v[0:1] offset:76
	flat_load_b32 v8, v[0:1] offset:96
	flat_load_b64 v[6:7], v[0:1]
	global_load_b64 v[5:6], v[13:14], off glc
	global_load_b64 v[7:8], v[13:14], off offset:8 glc
	buffer_gl0_inv
	flat_load_b32 v6, v[0:1] offset:100
	flat_load_b32 v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v8, v[0:1] offset:100
	flat_load_b32 v12, v[0:1] offset:44
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b32 v8, v[0:1] offset:76
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b64 v[11:12], v[0:1] offset:8
	flat_load_b64 v[13:14], v[0:1] offset:80
	flat_load_b32 v3, v[0:1] offset:116
	global_store_b64 v[12:13], v[10:11], off
	flat_load_b32 v8, v[0:1] offset:76
swatomic_coord_insert_:                 ; @swatomic_coord_insert_
	flat_load_b32 v5, v[0:1] offset:100
	flat_load_b32 v10, v[0:1] offset:56
	buffer_gl0_inv
	flat_load_b32 v13, v[0:1] offset:24
swatomic_coord_load_rest_:              ; @swatomic_coord_load_rest_
	global_load_b64 v[9:10], v[0:1], off offset:16 glc
	global_load_b64 v[11:12], v[0:1], off offset:24 glc
	flat_store_b128 v[7:8], v[9:12]
swatomic_coord_over_:                   ; @swatomic_coord_over_
	flat_load_b64 v[3:4], v[0:1] offset:16
	global_load_b32 v0, v[3:4], off glc dlc
	global_load_b32 v0, v[3:4], off offset:20 glc dlc
	global_store_b32 v[3:4], v1, off offset:8 dlc
	global_store_b32 v[3:4], v2, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[3:4], v0, off dlc
swatomic_coord_now_:                    ; @swatomic_coord_now_
swatomic_coord_gave_up_:                ; @swatomic_coord_gave_up_
	flat_load_b64 v[3:4], v[0:1] offset:16
	global_load_b32 v0, v[3:4], off glc dlc
	global_load_b32 v0, v[3:4], off offset:20 glc dlc
	global_store_b32 v[3:4], v1, off offset:8 dlc
	global_store_b32 v[3:4], v2, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[3:4], v0, off dlc
swatomic_coord_await_item_:             ; @swatomic_coord_await_item_
	global_load_b64 v[14:15], v[2:3], off glc
	global_load_b64 v[16:17], v[2:3], off offset:8 glc
	flat_store_b128 v[5:6], v[14:17]
	global_load_b64 v[18:19], v[2:3], off offset:16 glc
	global_load_b64 v[20:21], v[2:3], off offset:24 glc
	flat_store_b128 v[7:8], v[18:21]
	flat_load_b64 v[14:15], v[0:1] offset:16
	global_load_b32 v9, v[14:15], off glc dlc
	global_load_b32 v9, v[14:15], off offset:20 glc dlc
	global_store_b32 v[14:15], v0, off offset:8 dlc
	global_store_b32 v[14:15], v1, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[14:15], v2, off dlc
swatomic_coord_take_:                   ; @swatomic_coord_take_
	flat_load_b32 v6, v[0:1] offset:100
	flat_store_b64 v[3:4], v[5:6] offset:40
	flat_load_b32 v5, v[0:1] offset:76
	flat_load_b32 v5, v[0:1] offset:44
	flat_load_b32 v7, v[0:1] offset:84
	flat_load_b32 v8, v[0:1] offset:96
	flat_store_b32 v[3:4], v5 offset:32
	flat_load_b32 v9, v[0:1] offset:64
	flat_load_b32 v7, v[0:1] offset:92
	flat_load_b32 v8, v[0:1] offset:108
	flat_load_b32 v9, v[0:1] offset:60
	flat_load_b32 v7, v[0:1] offset:92
	flat_load_b64 v[7:8], v[0:1]
	global_load_b64 v[5:6], v[17:18], off glc
	global_load_b64 v[7:8], v[17:18], off offset:8 glc
	flat_load_b32 v5, v[0:1] offset:24
	global_load_b64 v[9:10], v[17:18], off offset:16 glc
	global_load_b64 v[11:12], v[17:18], off offset:24 glc
	global_load_b64 v[5:6], v[17:18], off glc
	global_load_b64 v[7:8], v[17:18], off offset:8 glc
	global_load_b64 v[9:10], v[17:18], off offset:16 glc
	global_load_b64 v[11:12], v[17:18], off offset:24 glc
	flat_load_b64 v[19:20], v[0:1] offset:16
	global_load_b32 v23, v[19:20], off glc dlc
	global_load_b32 v23, v[19:20], off offset:20 glc dlc
	global_store_b32 v[19:20], v13, off offset:8 dlc
	global_store_b32 v[19:20], v14, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[19:20], v15, off dlc
	flat_load_b32 v13, v[0:1] offset:24
	flat_store_b32 v[3:4], v19 offset:36
	flat_load_b32 v2, v[0:1] offset:84
	flat_load_b32 v0, v[0:1] offset:96
	flat_load_b32 v1, v[3:4] offset:32
	buffer_gl0_inv
	flat_store_b32 v[3:4], v0 offset:40
	flat_load_b32 v17, v[0:1] offset:84
	flat_load_b32 v18, v[0:1] offset:96
	flat_load_b32 v19, v[3:4] offset:32
	flat_store_b128 v[3:4], v[13:16]
	flat_store_b64 v[3:4], v[10:11] offset:16
	flat_store_b32 v[3:4], v5 offset:56
	flat_load_b32 v5, v[0:1] offset:80
	flat_store_b32 v[3:4], v5 offset:48
	flat_load_b32 v5, v[0:1] offset:100
	flat_load_b32 v8, v[0:1] offset:56
	buffer_gl0_inv
	flat_load_b32 v15, v[0:1] offset:24
	flat_load_b64 v[9:10], v[3:4]
	flat_load_b32 v11, v[3:4] offset:36
	flat_store_b64 v[3:4], v[7:8] offset:40
	flat_load_b32 v7, v[3:4] offset:48
	flat_load_b32 v8, v[0:1] offset:80
	flat_load_b32 v7, v[0:1] offset:32
	global_load_b32 v7, v[9:10], off glc dlc
	global_load_b64 v[7:8], v[9:10], off glc dlc
	flat_load_b32 v7, v[0:1] offset:36
	flat_load_b32 v9, v[0:1] offset:28
	flat_load_b32 v7, v[0:1] offset:40
	buffer_gl0_inv
	flat_load_b32 v2, v[3:4] offset:44
	flat_load_b32 v11, v[3:4] offset:36
	flat_load_b32 v7, v[0:1] offset:32
	flat_load_b64 v[2:3], v[3:4]
	flat_load_b32 v4, v[0:1] offset:48
	buffer_gl0_inv
swatomic_coord_apply_:                  ; @swatomic_coord_apply_
	flat_load_b32 v4, v[2:3] offset:40
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:96
	flat_load_b32 v4, v[2:3] offset:32
	flat_load_b32 v5, v[0:1] offset:92
	flat_load_b32 v6, v[0:1] offset:108
	flat_load_b32 v8, v[0:1] offset:60
	flat_load_b32 v7, v[0:1] offset:64
	flat_store_b32 v[2:3], v0 offset:40
	flat_load_b32 v4, v[0:1] offset:48
	flat_load_b32 v8, v[2:3] offset:44
	flat_load_b32 v14, v[2:3] offset:48
	flat_load_b32 v5, v[0:1] offset:80
	flat_load_b32 v16, v[2:3] offset:36
	flat_load_b32 v6, v[0:1] offset:28
	flat_load_b64 v[4:5], v[2:3] offset:8
	flat_load_b32 v17, v[0:1] offset:100
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:52
	flat_load_b32 v5, v[2:3] offset:44
	flat_store_b64 v[2:3], v[6:7] offset:24
	flat_store_b32 v[2:3], v8 offset:40
	buffer_gl0_inv
	flat_load_b32 v0, v[0:1] offset:72
	flat_store_b32 v[2:3], v1 offset:40
	buffer_gl0_inv
	flat_store_b32 v[2:3], v0 offset:52
	flat_load_b32 v9, v[0:1] offset:28
	flat_load_b32 v14, v[2:3] offset:36
	flat_load_b128 v[4:7], v[2:3] offset:8
	flat_load_b32 v15, v[0:1] offset:100
	flat_load_b64 v[0:1], v[0:1] offset:16
	global_store_b32 v[0:1], v4, off offset:8 dlc
	global_store_b32 v[0:1], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v6, off dlc
	flat_store_b32 v[2:3], v4 offset:40
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	flat_store_b64 v[2:3], v[0:1] offset:24
swatomic_coord_publish_:                ; @swatomic_coord_publish_
	flat_load_b32 v6, v[3:4] offset:40
	flat_load_b32 v5, v[3:4] offset:44
	flat_load_b32 v5, v[3:4] offset:48
	flat_load_b32 v6, v[0:1] offset:80
	flat_load_b32 v6, v[0:1] offset:52
	flat_load_b32 v6, v[0:1] offset:72
	buffer_gl0_inv
	flat_load_b64 v[5:6], v[0:1] offset:48
	flat_load_b32 v5, v[0:1] offset:48
	flat_load_b32 v6, v[0:1] offset:28
	flat_load_b64 v[5:6], v[3:4]
	global_store_b32 v[5:6], v7, off dlc
	flat_load_b64 v[5:6], v[3:4]
	global_store_b64 v[5:6], v[7:8], off dlc
	flat_load_b64 v[5:6], v[3:4]
	flat_load_b32 v8, v[0:1] offset:40
	flat_load_b64 v[11:12], v[0:1] offset:32
	flat_load_b32 v2, v[0:1] offset:84
	flat_load_b32 v7, v[3:4] offset:32
	flat_load_b32 v10, v[0:1] offset:96
	flat_load_b64 v[5:6], v[0:1]
	flat_load_b32 v0, v[0:1] offset:92
	global_store_b64 v[5:6], v[0:1], off
	global_store_b64 v[5:6], v[0:1], off offset:8
	flat_load_b32 v0, v[3:4] offset:36
	global_store_b64 v[5:6], v[0:1], off offset:16
	global_store_b64 v[5:6], v[0:1], off offset:24
swatomic_coord_answer_:                 ; @swatomic_coord_answer_
	flat_load_b32 v6, v[2:3] offset:56
	flat_store_b64 v[2:3], v[4:5] offset:24
	flat_load_b32 v6, v[2:3] offset:36
	flat_load_b32 v6, v[2:3] offset:32
	flat_load_b64 v[8:9], v[0:1] offset:8
	global_store_b64 v[6:7], v[4:5], off
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
	flat_load_b32 v6, v[2:3] offset:32
	flat_load_b32 v4, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
	flat_load_b32 v2, v[2:3] offset:32
	flat_load_b32 v4, v[0:1] offset:92
	flat_load_b32 v5, v[0:1] offset:108
	flat_load_b32 v0, v[0:1] offset:60
	flat_load_b32 v0, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_send_:                   ; @swatomic_coord_send_
	flat_load_b32 v14, v[0:1] offset:96
	flat_load_b32 v15, v[0:1] offset:68
	flat_load_b32 v16, v[2:3] offset:48
	flat_load_b64 v[11:12], v[0:1] offset:80
	flat_load_b32 v13, v[2:3] offset:36
	flat_load_b64 v[0:1], v[0:1]
	flat_load_b64 v[9:10], v[2:3]
	global_store_b64 v[0:1], v[6:7], off offset:16
	global_store_b64 v[0:1], v[11:12], off offset:24
	global_store_b64 v[0:1], v[6:7], off
	global_store_b64 v[0:1], v[4:5], off offset:8
swatomic_coord_answer_new_:             ; @swatomic_coord_answer_new_
	flat_load_b32 v5, v[3:4] offset:44
	flat_load_b32 v5, v[0:1] offset:48
	flat_load_b32 v9, v[3:4] offset:48
	flat_load_b32 v7, v[0:1] offset:68
	flat_load_b32 v8, v[0:1] offset:52
	flat_load_b64 v[5:6], v[0:1] offset:80
	flat_load_b32 v10, v[0:1] offset:96
	flat_load_b32 v16, v[0:1] offset:28
	flat_load_b32 v13, v[3:4] offset:36
	flat_load_b64 v[14:15], v[0:1]
	flat_load_b64 v[11:12], v[3:4]
	global_store_b64 v[7:8], v[14:15], off offset:16
	global_store_b64 v[7:8], v[9:10], off offset:24
	global_store_b64 v[7:8], v[11:12], off
	global_store_b64 v[7:8], v[5:6], off offset:8
	flat_load_b32 v5, v[3:4] offset:40
	flat_load_b64 v[12:13], v[3:4] offset:48
	flat_load_b32 v2, v[0:1] offset:96
	flat_load_b32 v14, v[0:1] offset:68
	flat_load_b64 v[9:10], v[0:1] offset:80
	flat_load_b32 v11, v[3:4] offset:36
	flat_load_b64 v[0:1], v[0:1]
	flat_load_b128 v[5:8], v[3:4]
	flat_load_b64 v[3:4], v[3:4] offset:16
	global_store_b64 v[0:1], v[12:13], off offset:16
	global_store_b64 v[0:1], v[3:4], off offset:24
	global_store_b64 v[0:1], v[6:7], off
	global_store_b64 v[0:1], v[4:5], off offset:8
	flat_load_b32 v0, v[0:1] offset:52
	flat_load_b32 v1, v[3:4] offset:44
	flat_store_b32 v[3:4], v0 offset:52
	flat_load_b32 v2, v[3:4] offset:56
	flat_load_b64 v[5:6], v[3:4] offset:24
	flat_load_b32 v2, v[3:4] offset:36
	flat_load_b32 v7, v[3:4] offset:32
	flat_load_b64 v[9:10], v[0:1] offset:8
	global_store_b64 v[7:8], v[5:6], off
	flat_load_b32 v2, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
	flat_load_b32 v6, v[3:4] offset:32
	flat_load_b32 v2, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:96
	flat_load_b32 v2, v[3:4] offset:32
	flat_load_b32 v4, v[0:1] offset:92
	flat_load_b32 v5, v[0:1] offset:108
	flat_load_b32 v0, v[0:1] offset:60
	flat_load_b32 v0, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_answer_sent_:            ; @swatomic_coord_answer_sent_
	flat_load_b32 v10, v[2:3] offset:40
	flat_load_b64 v[8:9], v[2:3] offset:48
	flat_load_b64 v[4:5], v[0:1] offset:80
	flat_load_b32 v14, v[0:1] offset:96
	flat_load_b64 v[6:7], v[0:1] offset:8
	global_load_b64 v[8:9], v[8:9], off offset:16 glc
	flat_store_b32 v[2:3], v12 offset:40
	flat_load_b32 v4, v[2:3] offset:36
	flat_load_b64 v[10:11], v[2:3] offset:24
	flat_load_b32 v4, v[2:3] offset:56
	flat_store_b64 v[2:3], v[8:9] offset:24
	flat_load_b32 v4, v[2:3] offset:36
	flat_load_b32 v4, v[2:3] offset:32
	global_store_b64 v[4:5], v[8:9], off
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v14, v[0:1] offset:96
	flat_load_b32 v4, v[2:3] offset:32
	flat_load_b32 v4, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
	flat_load_b32 v2, v[2:3] offset:32
	flat_load_b32 v4, v[0:1] offset:92
	flat_load_b32 v5, v[0:1] offset:108
	flat_load_b32 v0, v[0:1] offset:60
	flat_load_b32 v0, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_post_:                   ; @swatomic_coord_post_
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v4, v[0:1] offset:64
	flat_load_b32 v4, v[0:1] offset:80
	flat_load_b96 v[9:11], v[0:1] offset:68
	flat_load_b32 v6, v[0:1] offset:84
	flat_load_b32 v14, v[0:1] offset:96
	flat_load_b64 v[12:13], v[0:1]
	global_store_b64 v[9:10], v[3:4], off
	global_store_b64 v[9:10], v[5:6], off offset:8
	flat_load_b64 v[9:10], v[0:1] offset:68
	flat_load_b32 v4, v[0:1] offset:76
	buffer_gl0_inv
swatomic_coord_reply_:                  ; @swatomic_coord_reply_
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b32 v11, v[0:1] offset:80
	flat_load_b32 v3, v[0:1] offset:116
	flat_load_b64 v[7:8], v[0:1] offset:8
	global_store_b64 v[9:10], v[7:8], off
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b32 v5, v[0:1] offset:84
swatomic_coord_poll_replies_:           ; @swatomic_coord_poll_replies_
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v3, v[0:1] offset:68
	flat_load_b32 v8, v[0:1] offset:80
	flat_load_b32 v3, v[0:1] offset:116
	flat_load_b64 v[9:10], v[0:1] offset:8
	global_load_b64 v[8:9], v[8:9], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b32 v5, v[0:1] offset:68
	flat_load_b32 v7, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v5, v[0:1] offset:84
swatomic_coord_begin_:                  ; @swatomic_coord_begin_
	flat_load_b64 v[2:3], v[0:1] offset:108
	flat_load_b32 v5, v[0:1] offset:60
	flat_load_b64 v[3:4], v[0:1] offset:8
	flat_load_b32 v11, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:116
	global_load_b64 v[9:10], v[9:10], off glc
	flat_load_b32 v5, v[0:1] offset:108
	flat_load_b32 v5, v[0:1] offset:112
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v2, v[0:1] offset:72
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:80
	flat_load_b32 v2, v[0:1] offset:116
	flat_load_b64 v[8:9], v[0:1] offset:8
	global_load_b64 v[5:6], v[5:6], off glc
	flat_load_b64 v[10:11], v[0:1] offset:64
	flat_load_b64 v[5:6], v[0:1] offset:80
	flat_load_b32 v2, v[0:1] offset:116
	global_load_b64 v[5:6], v[5:6], off glc
	flat_load_b32 v2, v[0:1] offset:80
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v13, v[0:1] offset:96
	flat_load_b64 v[8:9], v[0:1]
	global_store_b64 v[8:9], v[5:6], off
	global_store_b64 v[8:9], v[5:6], off offset:8
	flat_load_b32 v3, v[0:1] offset:76
	flat_load_b32 v0, v[0:1] offset:32
swatomic_coord_new_pass_:               ; @swatomic_coord_new_pass_
	flat_load_b32 v2, v[0:1] offset:76
	flat_load_b32 v0, v[0:1] offset:84
swatomic_coord_end_pass_:               ; @swatomic_coord_end_pass_
	flat_load_b64 v[3:4], v[0:1] offset:76
	flat_load_b64 v[5:6], v[0:1] offset:16
	global_store_b32 v[11:12], v7, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[11:12], v8, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[7:8], v2, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[5:6], v2, off offset:4 dlc
	global_load_b32 v2, v[5:6], off glc dlc
	flat_load_b32 v2, v[0:1] offset:88
	global_load_b32 v2, v[5:6], off glc dlc
	global_load_b32 v2, v[5:6], off offset:20 glc dlc
	global_store_b32 v[5:6], v2, off offset:8 dlc
	global_store_b32 v[5:6], v4, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[5:6], v7, off dlc
	flat_load_b32 v4, v[0:1] offset:76
	flat_load_b32 v0, v[0:1] offset:84
swatomic_coord_answer_all_:             ; @swatomic_coord_answer_all_
	flat_load_b32 v5, v[0:1] offset:104
	flat_load_b32 v6, v[0:1] offset:104
	flat_load_b32 v11, v[2:3] offset:8
	flat_load_b64 v[15:16], v[2:3] offset:16
	flat_load_b64 v[6:7], v[0:1] offset:80
	flat_load_b32 v19, v[0:1] offset:96
	flat_load_b64 v[13:14], v[0:1] offset:8
	global_load_b64 v[15:16], v[8:9], off offset:16 glc
	flat_store_b32 v[2:3], v12 offset:8
	flat_load_b32 v6, v[2:3] offset:4
	flat_load_b64 v[8:9], v[8:9]
	flat_load_b32 v6, v[2:3] offset:24
	flat_store_b64 v[8:9], v[15:16]
	flat_load_b32 v6, v[2:3] offset:4
	flat_load_b32 v11, v[2:3]
	global_store_b64 v[6:7], v[15:16], off
	flat_load_b32 v7, v[0:1] offset:84
	flat_load_b32 v19, v[0:1] offset:96
	flat_load_b32 v6, v[2:3]
	flat_load_b32 v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v7, v[0:1] offset:84
	flat_load_b32 v8, v[0:1] offset:96
	flat_load_b32 v6, v[2:3]
	flat_load_b32 v7, v[0:1] offset:92
	flat_load_b32 v8, v[0:1] offset:108
	flat_load_b32 v11, v[0:1] offset:60
	flat_load_b32 v9, v[0:1] offset:64
	buffer_gl0_inv
	flat_load_b32 v13, v[2:3] offset:12
	flat_load_b32 v9, v[0:1] offset:48
	flat_load_b32 v11, v[2:3] offset:16
	flat_load_b32 v9, v[0:1] offset:68
	flat_load_b32 v13, v[0:1] offset:52
	flat_load_b32 v14, v[0:1] offset:28
	flat_load_b32 v23, v[2:3] offset:4
	flat_load_b64 v[19:20], v[0:1] offset:80
	flat_load_b32 v24, v[0:1] offset:96
	flat_load_b64 v[17:18], v[0:1]
	flat_load_b64 v[15:16], v[6:7]
	global_store_b64 v[17:18], v[19:20], off offset:16
	global_store_b64 v[17:18], v[13:14], off offset:24
	global_store_b64 v[17:18], v[15:16], off
	global_store_b64 v[17:18], v[8:9], off offset:8
	flat_load_b32 v11, v[2:3] offset:8
	flat_load_b32 v11, v[0:1] offset:96
	flat_load_b32 v13, v[0:1] offset:68
	flat_load_b64 v[15:16], v[2:3] offset:16
	flat_load_b32 v23, v[2:3] offset:4
	flat_load_b64 v[19:20], v[0:1] offset:80
	flat_load_b64 v[17:18], v[0:1]
	flat_load_b128 v[6:9], v[6:7]
	flat_load_b64 v[17:18], v[17:18]
	global_store_b64 v[15:16], v[19:20], off offset:16
	global_store_b64 v[15:16], v[17:18], off offset:24
	global_store_b64 v[15:16], v[17:18], off
	global_store_b64 v[15:16], v[7:8], off offset:8
	flat_load_b32 v6, v[0:1] offset:52
	flat_load_b32 v7, v[2:3] offset:12
	flat_store_b32 v[2:3], v6 offset:20
	flat_load_b32 v8, v[2:3] offset:24
	flat_load_b64 v[6:7], v[6:7]
	flat_load_b32 v8, v[2:3] offset:4
	flat_load_b32 v11, v[2:3]
	flat_load_b64 v[8:9], v[0:1] offset:8
	global_store_b64 v[8:9], v[6:7], off
	flat_load_b32 v6, v[0:1] offset:84
	flat_load_b32 v7, v[0:1] offset:96
	flat_load_b32 v8, v[2:3]
	flat_load_b32 v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v7, v[0:1] offset:84
	flat_load_b32 v8, v[0:1] offset:96
	flat_load_b32 v6, v[2:3]
	flat_load_b32 v7, v[0:1] offset:92
	flat_load_b32 v8, v[0:1] offset:108
	flat_load_b32 v11, v[0:1] offset:60
	flat_load_b32 v9, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_finish_pass_:            ; @swatomic_coord_finish_pass_
	flat_load_b32 v5, v[0:1] offset:104
	flat_load_b32 v5, v[0:1] offset:116
	flat_load_b64 v[10:11], v[0:1] offset:8
	flat_load_b32 v12, v[12:13]
	global_store_b64 v[8:9], v[12:13], off
	flat_load_b32 v5, v[0:1] offset:108
	flat_load_b32 v8, v[0:1] offset:60
	flat_load_b32 v5, v[0:1] offset:104
	flat_load_b64 v[9:10], v[0:1] offset:92
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v7, v[7:8]
	flat_load_b32 v11, v[0:1] offset:108
	flat_load_b32 v12, v[0:1] offset:60
	flat_load_b32 v13, v[2:3]
	flat_load_b32 v5, v[10:11]
	flat_load_b64 v[3:4], v[0:1] offset:108
	flat_load_b32 v5, v[0:1] offset:60
	flat_load_b64 v[3:4], v[0:1] offset:108
swatomic_coord_poll_phase_:             ; @swatomic_coord_poll_phase_
	flat_load_b32 v5, v[0:1] offset:100
	flat_load_b64 v[3:4], v[0:1] offset:48
	flat_load_b32 v5, v[0:1] offset:100
	flat_load_b32 v4, v[0:1] offset:56
	flat_load_b32 v6, v[0:1] offset:100
	flat_load_b32 v4, v[0:1] offset:40
	flat_load_b32 v3, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:64
	flat_load_b32 v8, v[0:1] offset:80
	flat_load_b32 v14, v[0:1] offset:76
	flat_load_b32 v11, v[0:1] offset:96
	flat_load_b64 v[9:10], v[0:1]
	global_load_b64 v[8:9], v[15:16], off glc
	global_load_b64 v[10:11], v[15:16], off offset:8 glc
	buffer_gl0_inv
	flat_load_b32 v9, v[0:1] offset:100
	flat_load_b32 v9, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v11, v[0:1] offset:100
	flat_load_b32 v14, v[0:1] offset:44
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b32 v11, v[0:1] offset:76
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b64 v[13:14], v[0:1] offset:8
	flat_load_b64 v[15:16], v[0:1] offset:80
	flat_load_b32 v3, v[0:1] offset:116
	global_store_b64 v[13:14], v[6:7], off
	flat_load_b32 v11, v[0:1] offset:76
	flat_load_b64 v[3:4], v[0:1] offset:108
	flat_load_b32 v4, v[0:1] offset:112
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b64 v[32:33], v[0:1] offset:92
	flat_load_b64 v[34:35], v[0:1]
	global_load_b64 v[15:16], v[5:6], off glc
	global_load_b64 v[17:18], v[5:6], off offset:8 glc
	global_load_b64 v[11:12], v[5:6], off glc
	global_load_b64 v[13:14], v[5:6], off offset:8 glc
	global_load_b64 v[7:8], v[5:6], off glc
	global_load_b64 v[9:10], v[5:6], off offset:8 glc
	global_load_b64 v[3:4], v[5:6], off glc
	global_load_b64 v[5:6], v[5:6], off offset:8 glc
	flat_load_b32 v23, v[0:1] offset:108
	flat_load_b32 v31, v[0:1] offset:60
	flat_load_b32 v15, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v23, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v34, v[0:1] offset:100
	flat_load_b32 v23, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v34, v[0:1] offset:100
	flat_load_b32 v34, v[0:1] offset:44
	flat_load_b32 v30, v[0:1] offset:24
	flat_load_b32 v15, v[0:1] offset:76
	flat_load_b32 v23, v[0:1] offset:84
	flat_load_b32 v15, v[0:1] offset:116
	flat_load_b64 v[17:18], v[0:1] offset:8
	global_store_b64 v[15:16], v[22:23], off
	flat_load_b32 v15, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v15, v[0:1] offset:112
	flat_load_b32 v15, v[0:1] offset:108
	flat_load_b32 v16, v[0:1] offset:60
	flat_load_b32 v16, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[15:16], v[0:1] offset:92
	flat_load_b32 v18, v[0:1] offset:76
	flat_load_b32 v17, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v18, v[0:1] offset:100
	flat_load_b32 v25, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v18, v[0:1] offset:100
	flat_load_b32 v32, v[0:1] offset:44
	flat_load_b32 v15, v[0:1] offset:24
	flat_load_b32 v11, v[0:1] offset:76
	flat_load_b32 v17, v[0:1] offset:84
	flat_load_b32 v11, v[0:1] offset:116
	flat_load_b64 v[13:14], v[0:1] offset:8
	global_store_b64 v[11:12], v[22:23], off
	flat_load_b32 v11, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v11, v[0:1] offset:112
	flat_load_b32 v11, v[0:1] offset:108
	flat_load_b32 v12, v[0:1] offset:60
	flat_load_b32 v12, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[11:12], v[0:1] offset:92
	flat_load_b32 v14, v[0:1] offset:76
	flat_load_b32 v13, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v14, v[0:1] offset:100
	flat_load_b32 v18, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v14, v[0:1] offset:100
	flat_load_b32 v23, v[0:1] offset:44
	flat_load_b32 v11, v[0:1] offset:24
	flat_load_b32 v7, v[0:1] offset:76
	flat_load_b32 v13, v[0:1] offset:84
	flat_load_b32 v7, v[0:1] offset:116
	flat_load_b64 v[9:10], v[0:1] offset:8
	global_store_b64 v[7:8], v[22:23], off
	flat_load_b32 v7, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v7, v[0:1] offset:112
	flat_load_b32 v7, v[0:1] offset:108
	flat_load_b32 v8, v[0:1] offset:60
	flat_load_b32 v8, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[7:8], v[0:1] offset:92
	flat_load_b32 v10, v[0:1] offset:76
	flat_load_b32 v9, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:100
	flat_load_b32 v14, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:100
	flat_load_b32 v15, v[0:1] offset:44
	flat_load_b32 v7, v[0:1] offset:24
	flat_load_b32 v3, v[0:1] offset:76
	flat_load_b32 v9, v[0:1] offset:84
	flat_load_b32 v3, v[0:1] offset:116
	flat_load_b64 v[5:6], v[0:1] offset:8
	global_store_b64 v[3:4], v[22:23], off
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v8, v[0:1] offset:84
	flat_load_b32 v3, v[0:1] offset:68
	flat_load_b32 v10, v[0:1] offset:80
	flat_load_b32 v3, v[0:1] offset:116
	flat_load_b64 v[11:12], v[0:1] offset:8
	global_load_b64 v[10:11], v[10:11], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b32 v6, v[0:1] offset:68
	flat_load_b32 v8, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v8, v[0:1] offset:84
	flat_load_b32 v4, v[0:1] offset:76
	flat_load_b64 v[2:3], v[0:1] offset:16
	global_load_b32 v6, v[2:3], off glc dlc
	global_load_b32 v4, v[2:3], off offset:20 glc dlc
	global_store_b32 v[2:3], v4, off offset:8 dlc
	global_store_b32 v[2:3], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[2:3], v6, off dlc
	flat_load_b32 v4, v[0:1] offset:76
swatomic_coord_next_phase_:             ; @swatomic_coord_next_phase_
	flat_load_b32 v6, v[0:1] offset:76
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v2, v[0:1] offset:84
	flat_load_b32 v8, v[0:1] offset:80
	flat_load_b64 v[2:3], v[0:1] offset:16
	global_store_b32 v[10:11], v4, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[10:11], v5, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[4:5], v12, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[2:3], v4, off offset:4 dlc
	global_load_b32 v4, v[2:3], off glc dlc
	flat_load_b32 v4, v[0:1] offset:88
	global_load_b32 v4, v[2:3], off glc dlc
	global_load_b32 v4, v[2:3], off offset:20 glc dlc
	global_store_b32 v[2:3], v4, off offset:8 dlc
	global_store_b32 v[2:3], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[2:3], v8, off dlc
	flat_load_b32 v5, v[0:1] offset:76
	flat_load_b32 v0, v[0:1] offset:84
swatomic_coordinate_:                   ; @swatomic_coordinate_
	flat_load_b96 v[10:12], v[0:1] offset:16
	flat_load_b32 v3, v[0:1] offset:32
	global_load_b64 v[5:6], v[10:11], off offset:36
	flat_load_b128 v[19:22], v[0:1]
	v_readfirstlane_b32 s1, v0
	global_load_b64 v[19:20], v[19:20], off glc
	global_load_b64 v[9:10], v[9:10], off glc
	global_load_b64 v[9:10], v[9:10], off glc
	global_store_b64 v[24:25], v[9:10], off
	global_store_b64 v[24:25], v[9:10], off offset:8
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_b64 v[3:4], v[5:6], off glc
	global_load_b64 v[5:6], v[5:6], off offset:8 glc
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[6:7], v[19:20], off
	global_load_b64 v[12:13], v[2:3], off glc
	global_load_b64 v[14:15], v[2:3], off offset:8 glc
	global_load_b64 v[8:9], v[2:3], off glc
	global_load_b64 v[10:11], v[2:3], off offset:8 glc
	global_load_b64 v[4:5], v[2:3], off glc
	global_load_b64 v[6:7], v[2:3], off offset:8 glc
	global_load_b64 v[0:1], v[2:3], off glc
	global_load_b64 v[2:3], v[2:3], off offset:8 glc
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[12:13], v[19:20], off
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[8:9], v[19:20], off
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[4:5], v[19:20], off
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[0:1], v[19:20], off
	buffer_gl0_inv
	global_load_b64 v[4:5], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	buffer_gl0_inv
	global_load_b32 v4, v[0:1], off glc dlc
	global_load_b32 v2, v[0:1], off offset:20 glc dlc
	global_store_b32 v[0:1], v65, off offset:8 dlc
	global_store_b32 v[0:1], v64, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v25, off dlc
	buffer_gl0_inv
	global_load_b64 v[4:5], v[0:1], off glc
	global_load_b64 v[6:7], v[0:1], off offset:8 glc
	global_load_b64 v[8:9], v[0:1], off offset:16 glc
	global_load_b64 v[10:11], v[0:1], off offset:24 glc
	global_load_b64 v[4:5], v[0:1], off glc
	global_load_b64 v[6:7], v[0:1], off offset:8 glc
	global_load_b64 v[8:9], v[0:1], off offset:16 glc
	global_load_b64 v[10:11], v[0:1], off offset:24 glc
	global_load_b32 v15, v[2:3], off glc dlc
	global_load_b32 v15, v[2:3], off offset:20 glc dlc
	global_store_b32 v[2:3], v65, off offset:8 dlc
	global_store_b32 v[2:3], v64, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[2:3], v25, off dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_b32 v4, v[0:1], off glc dlc
	global_load_b64 v[4:5], v[0:1], off glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b32 v[0:1], v2, off dlc
	global_store_b64 v[0:1], v[2:3], off dlc
	global_store_b64 v[0:1], v[2:3], off
	global_store_b64 v[0:1], v[2:3], off offset:8
	global_store_b64 v[0:1], v[2:3], off offset:16
	global_store_b64 v[0:1], v[2:3], off offset:24
	buffer_gl0_inv
	global_load_b64 v[4:5], v[4:5], off offset:16 glc
	global_store_b64 v[1:2], v[4:5], off
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[7:8], v[9:10], off offset:16
	global_store_b64 v[7:8], v[19:20], off offset:24
	global_store_b64 v[7:8], v[2:3], off
	global_store_b64 v[7:8], v[0:1], off offset:8
	global_store_b64 v[7:8], v[11:12], off offset:16
	global_store_b64 v[7:8], v[9:10], off offset:24
	global_store_b64 v[7:8], v[9:10], off
	global_store_b64 v[7:8], v[1:2], off offset:8
	global_store_b64 v[3:4], v[0:1], off
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[7:8], v[9:10], off offset:16
	global_store_b64 v[7:8], v[19:20], off offset:24
	global_store_b64 v[7:8], v[2:3], off
	global_store_b64 v[7:8], v[0:1], off offset:8
	global_store_b64 v[7:8], v[11:12], off offset:16
	global_store_b64 v[7:8], v[9:10], off offset:24
	global_store_b64 v[7:8], v[9:10], off
	global_store_b64 v[7:8], v[1:2], off offset:8
	global_store_b64 v[3:4], v[0:1], off
	buffer_gl0_inv
	global_store_b64 v[3:4], v[8:9], off
	global_store_b64 v[6:7], v[19:20], off
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[0:1], v[4:5], off
	global_store_b64 v[0:1], v[11:12], off offset:8
	buffer_gl0_inv
	global_store_b64 v[3:4], v[8:9], off
	global_store_b32 v[7:8], v2, off dlc
	global_store_b32 v[9:10], v3, off dlc
	global_store_b32 v[11:12], v14, off dlc
	global_store_b32 v[0:1], v13, off offset:4 dlc
	global_load_b32 v2, v[0:1], off glc dlc
	global_load_b32 v2, v[0:1], off glc dlc
	global_load_b32 v2, v[0:1], off offset:20 glc dlc
	global_store_b32 v[0:1], v65, off offset:8 dlc
	global_store_b32 v[0:1], v64, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v25, off dlc
	v_readlane_b32 s55, v18, 23
	v_readlane_b32 s54, v18, 22
	v_readlane_b32 s53, v18, 21
	v_readlane_b32 s52, v18, 20
	v_readlane_b32 s51, v18, 19
	v_readlane_b32 s50, v18, 18
	v_readlane_b32 s49, v18, 17
	v_readlane_b32 s48, v18, 16
	v_readlane_b32 s47, v18, 15
	v_readlane_b32 s46, v18, 14
	v_readlane_b32 s45, v18, 13
	v_readlane_b32 s44, v18, 12
	v_readlane_b32 s43, v18, 11
	v_readlane_b32 s42, v18, 10
	v_readlane_b32 s41, v18, 9
	v_readlane_b32 s40, v18, 8
	v_readlane_b32 s39, v18, 7
	v_readlane_b32 s38, v18, 6
	v_readlane_b32 s37, v18, 5
	v_readlane_b32 s36, v18, 4
	v_readlane_b32 s35, v18, 3
	v_readlane_b32 s34, v18, 2
	v_readlane_b32 s31, v18, 1
	v_readlane_b32 s30, v18, 0
	v_readlane_b32 s0, v40, 0
swatomic_begin_:                        ; @swatomic_begin_
	global_load_b32 v8, v[4:5], off offset:28
	global_load_b32 v7, v[4:5], off offset:40
	global_load_b32 v13, v[4:5], off offset:32
	global_load_b64 v[15:16], v[15:16], off glc
	v_readfirstlane_b32 s1, v11
swatomic_op32_:                         ; @swatomic_op32_
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
swatomic_int_op_:                       ; @swatomic_int_op_
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
swatomic_op64_:                         ; @swatomic_op64_
swatomic_long_op_:                      ; @swatomic_long_op_
swatomic_float_op_:                     ; @swatomic_float_op_
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
swatomic_double_op_:                    ; @swatomic_double_op_
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
swatomic_sg_lanes_below:                ; @swatomic_sg_lanes_below
swatomic_sg_lowest:                     ; @swatomic_sg_lowest
swatomic_sg_highest:                    ; @swatomic_sg_highest
swatomic_sg_count:                      ; @swatomic_sg_count
swatomic_sg_nth_lane:                   ; @swatomic_sg_nth_lane
swatomic_sg_lane:                       ; @swatomic_sg_lane
	v_mbcnt_lo_u32_b32 v0, -1, 0
swatomic_sg_active_mask:                ; @swatomic_sg_active_mask
swatomic_sg_ballot:                     ; @swatomic_sg_ballot
swatomic_sg_shuffle32:                  ; @swatomic_sg_shuffle32
	ds_bpermute_b32 v0, v0, v1
swatomic_sg_shuffle64:                  ; @swatomic_sg_shuffle64
	ds_bpermute_b32 v0, v3, v1
	ds_bpermute_b32 v1, v3, v2
swatomic_sg_sync:                       ; @swatomic_sg_sync
swatomic_sg_match64:                    ; @swatomic_sg_match64
	ds_bpermute_b32 v5, v6, v1 offset:124
	ds_bpermute_b32 v6, v6, v2 offset:124
swatomic_sg_elect:                      ; @swatomic_sg_elect
	v_mbcnt_lo_u32_b32 v1, -1, 0
swatomic_variant_context:               ; @swatomic_variant_context
swatomic_variant_fail_:                 ; @swatomic_variant_fail_
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_bits_int:                      ; @swatomic_bits_int
swatomic_unbits_int:                    ; @swatomic_unbits_int
swatomic_shuffle_int:                   ; @swatomic_shuffle_int
	ds_bpermute_b32 v0, v0, v1
swatomic_bits_uint:                     ; @swatomic_bits_uint
swatomic_unbits_uint:                   ; @swatomic_unbits_uint
swatomic_shuffle_uint:                  ; @swatomic_shuffle_uint
	ds_bpermute_b32 v0, v0, v1
swatomic_bits_float:                    ; @swatomic_bits_float
swatomic_unbits_float:                  ; @swatomic_unbits_float
swatomic_shuffle_float:                 ; @swatomic_shuffle_float
	ds_bpermute_b32 v0, v0, v1
swatomic_atomic_add_old_int:            ; @swatomic_atomic_add_old_int
	global_atomic_add_u32 v0, v[2:3], v4, off glc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_atomic_add_old_uint:           ; @swatomic_atomic_add_old_uint
	global_atomic_add_u32 v0, v[2:3], v4, off glc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_atomic_add_old_float:          ; @swatomic_atomic_add_old_float
	global_load_b32 v11, v[2:3], off glc dlc
	global_atomic_cmpswap_b32 v7, v[2:3], v[10:11], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v7, v[2:3], v[7:8], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v9, v[2:3], v[6:7], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v10, v[2:3], v[8:9], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v12, v[2:3], v[9:10], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v11, v[2:3], v[11:12], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v9, v[2:3], v[10:11], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v10, v[2:3], v[8:9], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v8, v[2:3], v[9:10], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s37, v5, 5
	v_readlane_b32 s36, v5, 4
	v_readlane_b32 s35, v5, 3
	v_readlane_b32 s34, v5, 2
	v_readlane_b32 s31, v5, 1
	v_readlane_b32 s30, v5, 0
swatomic_bits_long:                     ; @swatomic_bits_long
swatomic_unbits_long:                   ; @swatomic_unbits_long
swatomic_shuffle_long:                  ; @swatomic_shuffle_long
	ds_bpermute_b32 v0, v3, v1
	ds_bpermute_b32 v1, v3, v2
swatomic_bits_ulong:                    ; @swatomic_bits_ulong
swatomic_unbits_ulong:                  ; @swatomic_unbits_ulong
swatomic_shuffle_ulong:                 ; @swatomic_shuffle_ulong
	ds_bpermute_b32 v0, v3, v1
	ds_bpermute_b32 v1, v3, v2
swatomic_atomic_add_old_long:           ; @swatomic_atomic_add_old_long
	global_atomic_add_u64 v[0:1], v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_atomic_add_old_ulong:          ; @swatomic_atomic_add_old_ulong
	global_atomic_add_u64 v[0:1], v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_bits_double:                   ; @swatomic_bits_double
swatomic_unbits_double:                 ; @swatomic_unbits_double
swatomic_shuffle_double:                ; @swatomic_shuffle_double
	ds_bpermute_b32 v0, v3, v1
	ds_bpermute_b32 v1, v3, v2
swatomic_atomic_add_old_double:         ; @swatomic_atomic_add_old_double
	global_load_b64 v[17:18], v[2:3], off glc dlc
	global_atomic_cmpswap_b64 v[9:10], v[2:3], v[15:18], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[9:10], v[2:3], v[9:12], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[13:14], v[2:3], v[7:10], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[15:16], v[2:3], v[11:14], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[17:18], v[2:3], v[13:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[19:20], v[2:3], v[15:18], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[13:14], v[2:3], v[17:20], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[15:16], v[2:3], v[11:14], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[11:12], v[2:3], v[13:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s37, v6, 5
	v_readlane_b32 s36, v6, 4
	v_readlane_b32 s35, v6, 3
	v_readlane_b32 s34, v6, 2
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
swatomic_peer_add_int:                  ; @swatomic_peer_add_int
	v_mbcnt_lo_u32_b32 v0, -1, 0
	ds_bpermute_b32 v8, v8, v6
	ds_bpermute_b32 v8, v8, v6
	ds_bpermute_b32 v8, v8, v6
	ds_bpermute_b32 v8, v8, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v1, v2, v3
	global_atomic_add_u32 v0, v[4:5], v3, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
swatomic_peer_add_uint:                 ; @swatomic_peer_add_uint
	v_mbcnt_lo_u32_b32 v0, -1, 0
	ds_bpermute_b32 v8, v8, v6
	ds_bpermute_b32 v8, v8, v6
	ds_bpermute_b32 v8, v8, v6
	ds_bpermute_b32 v8, v8, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v1, v2, v3
	global_atomic_add_u32 v0, v[4:5], v3, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
swatomic_peer_add_float:                ; @swatomic_peer_add_float
	v_mbcnt_lo_u32_b32 v9, -1, 0
	ds_bpermute_b32 v12, v12, v6
	ds_bpermute_b32 v12, v12, v6
	ds_bpermute_b32 v12, v12, v6
	ds_bpermute_b32 v12, v12, v6
	ds_bpermute_b32 v11, v11, v6
	ds_bpermute_b32 v3, v6, v29
	global_load_b32 v18, v[4:5], off glc dlc
	global_atomic_cmpswap_b32 v6, v[4:5], v[17:18], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v10, v[4:5], v[6:7], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v12, v[4:5], v[9:10], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v14, v[4:5], v[11:12], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v16, v[4:5], v[13:14], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v19, v[4:5], v[15:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v21, v[4:5], v[18:19], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v23, v[4:5], v[20:21], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v25, v[4:5], v[22:23], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v27, v[4:5], v[24:25], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v18, v[4:5], v[26:27], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v6, v[4:5], v[17:18], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[4:5], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s88, v8, 24
	v_readlane_b32 s87, v8, 23
	v_readlane_b32 s86, v8, 22
	ds_bpermute_b32 v0, v0, v18
	v_readlane_b32 s85, v8, 21
	v_readlane_b32 s84, v8, 20
	v_readlane_b32 s83, v8, 19
	v_readlane_b32 s82, v8, 18
	v_readlane_b32 s81, v8, 17
	v_readlane_b32 s80, v8, 16
	v_readlane_b32 s79, v8, 15
	v_readlane_b32 s78, v8, 14
	v_readlane_b32 s77, v8, 13
	v_readlane_b32 s76, v8, 12
	v_readlane_b32 s75, v8, 11
	v_readlane_b32 s74, v8, 10
	v_readlane_b32 s73, v8, 9
	v_readlane_b32 s72, v8, 8
	v_readlane_b32 s71, v8, 7
	v_readlane_b32 s70, v8, 6
	v_readlane_b32 s69, v8, 5
	v_readlane_b32 s68, v8, 4
	v_readlane_b32 s67, v8, 3
	v_readlane_b32 s66, v8, 2
	v_readlane_b32 s65, v8, 1
	v_readlane_b32 s64, v8, 0
	v_readlane_b32 s63, v2, 31
	v_readlane_b32 s62, v2, 30
	v_readlane_b32 s61, v2, 29
	v_readlane_b32 s60, v2, 28
	v_readlane_b32 s59, v2, 27
	v_readlane_b32 s58, v2, 26
	v_readlane_b32 s57, v2, 25
	v_readlane_b32 s56, v2, 24
	v_readlane_b32 s55, v2, 23
	v_readlane_b32 s54, v2, 22
	v_readlane_b32 s53, v2, 21
	v_readlane_b32 s52, v2, 20
	v_readlane_b32 s51, v2, 19
	v_readlane_b32 s50, v2, 18
	v_readlane_b32 s49, v2, 17
	v_readlane_b32 s48, v2, 16
	v_readlane_b32 s47, v2, 15
	v_readlane_b32 s46, v2, 14
	v_readlane_b32 s45, v2, 13
	v_readlane_b32 s44, v2, 12
	v_readlane_b32 s43, v2, 11
	v_readlane_b32 s42, v2, 10
	v_readlane_b32 s41, v2, 9
	v_readlane_b32 s40, v2, 8
	v_readlane_b32 s39, v2, 7
	v_readlane_b32 s38, v2, 6
	v_readlane_b32 s37, v2, 5
	v_readlane_b32 s36, v2, 4
	v_readlane_b32 s35, v2, 3
	v_readlane_b32 s34, v2, 2
	v_readlane_b32 s31, v2, 1
	v_readlane_b32 s30, v2, 0
swatomic_peer_add_long:                 ; @swatomic_peer_add_long
	v_mbcnt_lo_u32_b32 v2, -1, 0
	ds_bpermute_b32 v9, v10, v6
	ds_bpermute_b32 v10, v10, v7
	ds_bpermute_b32 v9, v11, v6
	ds_bpermute_b32 v10, v11, v7
	ds_bpermute_b32 v9, v11, v6
	ds_bpermute_b32 v10, v11, v7
	ds_bpermute_b32 v9, v11, v6
	ds_bpermute_b32 v10, v11, v7
	ds_bpermute_b32 v8, v10, v6
	ds_bpermute_b32 v9, v10, v7
	ds_bpermute_b32 v6, v8, v0
	ds_bpermute_b32 v7, v8, v1
	global_atomic_add_u64 v[2:3], v[4:5], v[0:1], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v1, v0, v2
	ds_bpermute_b32 v0, v0, v3
swatomic_peer_add_ulong:                ; @swatomic_peer_add_ulong
	v_mbcnt_lo_u32_b32 v2, -1, 0
	ds_bpermute_b32 v9, v10, v6
	ds_bpermute_b32 v10, v10, v7
	ds_bpermute_b32 v9, v11, v6
	ds_bpermute_b32 v10, v11, v7
	ds_bpermute_b32 v9, v11, v6
	ds_bpermute_b32 v10, v11, v7
	ds_bpermute_b32 v9, v11, v6
	ds_bpermute_b32 v10, v11, v7
	ds_bpermute_b32 v8, v10, v6
	ds_bpermute_b32 v9, v10, v7
	ds_bpermute_b32 v6, v8, v0
	ds_bpermute_b32 v7, v8, v1
	global_atomic_add_u64 v[2:3], v[4:5], v[0:1], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v1, v0, v2
	ds_bpermute_b32 v0, v0, v3
swatomic_peer_add_double:               ; @swatomic_peer_add_double
	v_mbcnt_lo_u32_b32 v10, -1, 0
	ds_bpermute_b32 v13, v14, v6
	ds_bpermute_b32 v14, v14, v7
	ds_bpermute_b32 v13, v14, v6
	ds_bpermute_b32 v14, v14, v7
	ds_bpermute_b32 v13, v14, v6
	ds_bpermute_b32 v14, v14, v7
	ds_bpermute_b32 v13, v14, v6
	ds_bpermute_b32 v14, v14, v7
	ds_bpermute_b32 v12, v13, v6
	ds_bpermute_b32 v13, v13, v7
	ds_bpermute_b32 v8, v6, v68
	ds_bpermute_b32 v70, v6, v69
	global_load_b64 v[32:33], v[4:5], off glc dlc
	global_atomic_cmpswap_b64 v[6:7], v[4:5], v[30:33], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[16:17], v[4:5], v[10:13], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[20:21], v[4:5], v[14:17], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[24:25], v[4:5], v[18:21], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[28:29], v[4:5], v[22:25], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[34:35], v[4:5], v[26:29], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[38:39], v[4:5], v[32:35], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[50:51], v[4:5], v[36:39], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[54:55], v[4:5], v[48:51], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[66:67], v[4:5], v[52:55], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[32:33], v[4:5], v[64:67], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[6:7], v[4:5], v[30:33], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[3:4], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s88, v9, 24
	v_readlane_b32 s87, v9, 23
	ds_bpermute_b32 v0, v1, v32
	ds_bpermute_b32 v1, v1, v33
	v_readlane_b32 s86, v9, 22
	v_readlane_b32 s85, v9, 21
	v_readlane_b32 s84, v9, 20
	v_readlane_b32 s83, v9, 19
	v_readlane_b32 s82, v9, 18
	v_readlane_b32 s81, v9, 17
	v_readlane_b32 s80, v9, 16
	v_readlane_b32 s79, v9, 15
	v_readlane_b32 s78, v9, 14
	v_readlane_b32 s77, v9, 13
	v_readlane_b32 s76, v9, 12
	v_readlane_b32 s75, v9, 11
	v_readlane_b32 s74, v9, 10
	v_readlane_b32 s73, v9, 9
	v_readlane_b32 s72, v9, 8
	v_readlane_b32 s71, v9, 7
	v_readlane_b32 s70, v9, 6
	v_readlane_b32 s69, v9, 5
	v_readlane_b32 s68, v9, 4
	v_readlane_b32 s67, v9, 3
	v_readlane_b32 s66, v9, 2
	v_readlane_b32 s65, v9, 1
	v_readlane_b32 s64, v9, 0
	v_readlane_b32 s63, v2, 31
	v_readlane_b32 s62, v2, 30
	v_readlane_b32 s61, v2, 29
	v_readlane_b32 s60, v2, 28
	v_readlane_b32 s59, v2, 27
	v_readlane_b32 s58, v2, 26
	v_readlane_b32 s57, v2, 25
	v_readlane_b32 s56, v2, 24
	v_readlane_b32 s55, v2, 23
	v_readlane_b32 s54, v2, 22
	v_readlane_b32 s53, v2, 21
	v_readlane_b32 s52, v2, 20
	v_readlane_b32 s51, v2, 19
	v_readlane_b32 s50, v2, 18
	v_readlane_b32 s49, v2, 17
	v_readlane_b32 s48, v2, 16
	v_readlane_b32 s47, v2, 15
	v_readlane_b32 s46, v2, 14
	v_readlane_b32 s45, v2, 13
	v_readlane_b32 s44, v2, 12
	v_readlane_b32 s43, v2, 11
	v_readlane_b32 s42, v2, 10
	v_readlane_b32 s41, v2, 9
	v_readlane_b32 s40, v2, 8
	v_readlane_b32 s39, v2, 7
	v_readlane_b32 s38, v2, 6
	v_readlane_b32 s37, v2, 5
	v_readlane_b32 s36, v2, 4
	v_readlane_b32 s35, v2, 3
	v_readlane_b32 s34, v2, 2
	v_readlane_b32 s31, v2, 1
	v_readlane_b32 s30, v2, 0
swatomic_scan_run_:                     ; @swatomic_scan_run_
	v_mbcnt_lo_u32_b32 v6, -1, 0
	ds_bpermute_b32 v4, v5, v1
	ds_bpermute_b32 v5, v5, v2
swatomic_scan_reduce_add_int:           ; @swatomic_scan_reduce_add_int
	v_mbcnt_lo_u32_b32 v6, -1, 0
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v0, v1, v4
	global_atomic_add_u32 v5, v[2:3], v4, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v1, v1, v5
swatomic_scan_reduce_add_uint:          ; @swatomic_scan_reduce_add_uint
	v_mbcnt_lo_u32_b32 v6, -1, 0
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v0, v1, v4
	global_atomic_add_u32 v5, v[2:3], v4, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v1, v1, v5
swatomic_scan_reduce_add_float:         ; @swatomic_scan_reduce_add_float
	v_mbcnt_lo_u32_b32 v10, -1, 0
	ds_bpermute_b32 v8, v9, v2
	ds_bpermute_b32 v9, v9, v3
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v11, v11, v4
	ds_bpermute_b32 v26, v4, v28
	global_load_b32 v15, v[2:3], off glc dlc
	global_atomic_cmpswap_b32 v10, v[2:3], v[14:15], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v4, v[2:3], v[9:10], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v4, v[2:3], v[17:18], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v9, v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v11, v[2:3], v[8:9], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v13, v[2:3], v[10:11], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v16, v[2:3], v[12:13], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v19, v[2:3], v[15:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v21, v[2:3], v[18:19], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v23, v[2:3], v[20:21], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v25, v[2:3], v[22:23], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v15, v[2:3], v[24:25], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v18, v[2:3], v[14:15], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s95, v7, 31
	v_readlane_b32 s94, v7, 30
	v_readlane_b32 s93, v7, 29
	ds_bpermute_b32 v0, v0, v15
	v_readlane_b32 s92, v7, 28
	v_readlane_b32 s91, v7, 27
	v_readlane_b32 s90, v7, 26
	v_readlane_b32 s89, v7, 25
	v_readlane_b32 s88, v7, 24
	v_readlane_b32 s87, v7, 23
	v_readlane_b32 s86, v7, 22
	v_readlane_b32 s85, v7, 21
	v_readlane_b32 s84, v7, 20
	v_readlane_b32 s83, v7, 19
	v_readlane_b32 s82, v7, 18
	v_readlane_b32 s81, v7, 17
	v_readlane_b32 s80, v7, 16
	v_readlane_b32 s79, v7, 15
	v_readlane_b32 s78, v7, 14
	v_readlane_b32 s77, v7, 13
	v_readlane_b32 s76, v7, 12
	v_readlane_b32 s75, v7, 11
	v_readlane_b32 s74, v7, 10
	v_readlane_b32 s73, v7, 9
	v_readlane_b32 s72, v7, 8
	v_readlane_b32 s71, v7, 7
	v_readlane_b32 s70, v7, 6
	v_readlane_b32 s69, v7, 5
	v_readlane_b32 s68, v7, 4
	v_readlane_b32 s67, v7, 3
	v_readlane_b32 s66, v7, 2
	v_readlane_b32 s65, v7, 1
	v_readlane_b32 s64, v7, 0
	v_readlane_b32 s63, v6, 31
	v_readlane_b32 s62, v6, 30
	v_readlane_b32 s61, v6, 29
	v_readlane_b32 s60, v6, 28
	v_readlane_b32 s59, v6, 27
	v_readlane_b32 s58, v6, 26
	v_readlane_b32 s57, v6, 25
	v_readlane_b32 s56, v6, 24
	v_readlane_b32 s55, v6, 23
	v_readlane_b32 s54, v6, 22
	v_readlane_b32 s53, v6, 21
	v_readlane_b32 s52, v6, 20
	v_readlane_b32 s51, v6, 19
	v_readlane_b32 s50, v6, 18
	v_readlane_b32 s49, v6, 17
	v_readlane_b32 s48, v6, 16
	v_readlane_b32 s47, v6, 15
	v_readlane_b32 s46, v6, 14
	v_readlane_b32 s45, v6, 13
	v_readlane_b32 s44, v6, 12
	v_readlane_b32 s43, v6, 11
	v_readlane_b32 s42, v6, 10
	v_readlane_b32 s41, v6, 9
	v_readlane_b32 s40, v6, 8
	v_readlane_b32 s39, v6, 7
	v_readlane_b32 s38, v6, 6
	v_readlane_b32 s37, v6, 5
	v_readlane_b32 s36, v6, 4
	v_readlane_b32 s35, v6, 3
	v_readlane_b32 s34, v6, 2
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
swatomic_scan_reduce_add_long:          ; @swatomic_scan_reduce_add_long
	v_mbcnt_lo_u32_b32 v7, -1, 0
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v8, v10, v4
	ds_bpermute_b32 v9, v10, v5
	ds_bpermute_b32 v6, v8, v4
	ds_bpermute_b32 v8, v8, v5
	global_atomic_add_u64 v[0:1], v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_scan_reduce_add_ulong:         ; @swatomic_scan_reduce_add_ulong
	v_mbcnt_lo_u32_b32 v7, -1, 0
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v8, v10, v4
	ds_bpermute_b32 v9, v10, v5
	ds_bpermute_b32 v6, v8, v4
	ds_bpermute_b32 v8, v8, v5
	global_atomic_add_u64 v[0:1], v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_scan_reduce_add_double:        ; @swatomic_scan_reduce_add_double
	v_mbcnt_lo_u32_b32 v11, -1, 0
	ds_bpermute_b32 v9, v10, v2
	ds_bpermute_b32 v10, v10, v3
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v12, v13, v4
	ds_bpermute_b32 v13, v13, v5
	ds_bpermute_b32 v6, v4, v37
	ds_bpermute_b32 v39, v4, v38
	global_load_b64 v[27:28], v[2:3], off glc dlc
	global_atomic_cmpswap_b64 v[13:14], v[2:3], v[25:28], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[4:5], v[2:3], v[11:14], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[4:5], v[2:3], v[31:34], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[15:16], v[2:3], v[9:12], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[19:20], v[2:3], v[13:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[23:24], v[2:3], v[17:20], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[29:30], v[2:3], v[21:24], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[35:36], v[2:3], v[27:30], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[50:51], v[2:3], v[33:36], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[54:55], v[2:3], v[48:51], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[66:67], v[2:3], v[52:55], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[27:28], v[2:3], v[64:67], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[33:34], v[2:3], v[25:28], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s95, v8, 31
	v_readlane_b32 s94, v8, 30
	ds_bpermute_b32 v0, v1, v27
	ds_bpermute_b32 v1, v1, v28
	v_readlane_b32 s93, v8, 29
	v_readlane_b32 s92, v8, 28
	v_readlane_b32 s91, v8, 27
	v_readlane_b32 s90, v8, 26
	v_readlane_b32 s89, v8, 25
	v_readlane_b32 s88, v8, 24
	v_readlane_b32 s87, v8, 23
	v_readlane_b32 s86, v8, 22
	v_readlane_b32 s85, v8, 21
	v_readlane_b32 s84, v8, 20
	v_readlane_b32 s83, v8, 19
	v_readlane_b32 s82, v8, 18
	v_readlane_b32 s81, v8, 17
	v_readlane_b32 s80, v8, 16
	v_readlane_b32 s79, v8, 15
	v_readlane_b32 s78, v8, 14
	v_readlane_b32 s77, v8, 13
	v_readlane_b32 s76, v8, 12
	v_readlane_b32 s75, v8, 11
	v_readlane_b32 s74, v8, 10
	v_readlane_b32 s73, v8, 9
	v_readlane_b32 s72, v8, 8
	v_readlane_b32 s71, v8, 7
	v_readlane_b32 s70, v8, 6
	v_readlane_b32 s69, v8, 5
	v_readlane_b32 s68, v8, 4
	v_readlane_b32 s67, v8, 3
	v_readlane_b32 s66, v8, 2
	v_readlane_b32 s65, v8, 1
	v_readlane_b32 s64, v8, 0
	v_readlane_b32 s63, v7, 31
	v_readlane_b32 s62, v7, 30
	v_readlane_b32 s61, v7, 29
	v_readlane_b32 s60, v7, 28
	v_readlane_b32 s59, v7, 27
	v_readlane_b32 s58, v7, 26
	v_readlane_b32 s57, v7, 25
	v_readlane_b32 s56, v7, 24
	v_readlane_b32 s55, v7, 23
	v_readlane_b32 s54, v7, 22
	v_readlane_b32 s53, v7, 21
	v_readlane_b32 s52, v7, 20
	v_readlane_b32 s51, v7, 19
	v_readlane_b32 s50, v7, 18
	v_readlane_b32 s49, v7, 17
	v_readlane_b32 s48, v7, 16
	v_readlane_b32 s47, v7, 15
	v_readlane_b32 s46, v7, 14
	v_readlane_b32 s45, v7, 13
	v_readlane_b32 s44, v7, 12
	v_readlane_b32 s43, v7, 11
	v_readlane_b32 s42, v7, 10
	v_readlane_b32 s41, v7, 9
	v_readlane_b32 s40, v7, 8
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 s37, v7, 5
	v_readlane_b32 s36, v7, 4
	v_readlane_b32 s35, v7, 3
	v_readlane_b32 s34, v7, 2
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
swatomic_vote_hash_:                    ; @swatomic_vote_hash_
swatomic_vote_peers_:                   ; @swatomic_vote_peers_
	v_mbcnt_lo_u32_b32 v3, -1, 0
	ds_bpermute_b32 v7, v5, v1
	ds_bpermute_b32 v6, v5, v2
	ds_bpermute_b32 v4, v5, v1
	ds_bpermute_b32 v5, v5, v2
swatomic_vote_reduce_add_int:           ; @swatomic_vote_reduce_add_int
	v_mbcnt_lo_u32_b32 v0, -1, 0
	ds_bpermute_b32 v6, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v5, v1, v2
	ds_bpermute_b32 v6, v1, v3
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v1, v4, v5
	global_atomic_add_u32 v0, v[2:3], v5, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
swatomic_vote_reduce_add_uint:          ; @swatomic_vote_reduce_add_uint
	v_mbcnt_lo_u32_b32 v0, -1, 0
	ds_bpermute_b32 v6, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v5, v1, v2
	ds_bpermute_b32 v6, v1, v3
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v1, v4, v5
	global_atomic_add_u32 v0, v[2:3], v5, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
swatomic_vote_reduce_add_float:         ; @swatomic_vote_reduce_add_float
	v_mbcnt_lo_u32_b32 v5, -1, 0
	ds_bpermute_b32 v10, v8, v2
	ds_bpermute_b32 v9, v8, v3
	ds_bpermute_b32 v8, v9, v2
	ds_bpermute_b32 v9, v9, v3
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v11, v11, v4
	ds_bpermute_b32 v26, v4, v28
	global_load_b32 v15, v[2:3], off glc dlc
	global_atomic_cmpswap_b32 v10, v[2:3], v[14:15], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v4, v[2:3], v[9:10], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v4, v[2:3], v[17:18], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v9, v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v11, v[2:3], v[8:9], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v13, v[2:3], v[10:11], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v16, v[2:3], v[12:13], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v19, v[2:3], v[15:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v21, v[2:3], v[18:19], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v23, v[2:3], v[20:21], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v25, v[2:3], v[22:23], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v15, v[2:3], v[24:25], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v18, v[2:3], v[14:15], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s95, v7, 31
	v_readlane_b32 s94, v7, 30
	v_readlane_b32 s93, v7, 29
	ds_bpermute_b32 v0, v0, v15
	v_readlane_b32 s92, v7, 28
	v_readlane_b32 s91, v7, 27
	v_readlane_b32 s90, v7, 26
	v_readlane_b32 s89, v7, 25
	v_readlane_b32 s88, v7, 24
	v_readlane_b32 s87, v7, 23
	v_readlane_b32 s86, v7, 22
	v_readlane_b32 s85, v7, 21
	v_readlane_b32 s84, v7, 20
	v_readlane_b32 s83, v7, 19
	v_readlane_b32 s82, v7, 18
	v_readlane_b32 s81, v7, 17
	v_readlane_b32 s80, v7, 16
	v_readlane_b32 s79, v7, 15
	v_readlane_b32 s78, v7, 14
	v_readlane_b32 s77, v7, 13
	v_readlane_b32 s76, v7, 12
	v_readlane_b32 s75, v7, 11
	v_readlane_b32 s74, v7, 10
	v_readlane_b32 s73, v7, 9
	v_readlane_b32 s72, v7, 8
	v_readlane_b32 s71, v7, 7
	v_readlane_b32 s70, v7, 6
	v_readlane_b32 s69, v7, 5
	v_readlane_b32 s68, v7, 4
	v_readlane_b32 s67, v7, 3
	v_readlane_b32 s66, v7, 2
	v_readlane_b32 s65, v7, 1
	v_readlane_b32 s64, v7, 0
	v_readlane_b32 s63, v6, 31
	v_readlane_b32 s62, v6, 30
	v_readlane_b32 s61, v6, 29
	v_readlane_b32 s60, v6, 28
	v_readlane_b32 s59, v6, 27
	v_readlane_b32 s58, v6, 26
	v_readlane_b32 s57, v6, 25
	v_readlane_b32 s56, v6, 24
	v_readlane_b32 s55, v6, 23
	v_readlane_b32 s54, v6, 22
	v_readlane_b32 s53, v6, 21
	v_readlane_b32 s52, v6, 20
	v_readlane_b32 s51, v6, 19
	v_readlane_b32 s50, v6, 18
	v_readlane_b32 s49, v6, 17
	v_readlane_b32 s48, v6, 16
	v_readlane_b32 s47, v6, 15
	v_readlane_b32 s46, v6, 14
	v_readlane_b32 s45, v6, 13
	v_readlane_b32 s44, v6, 12
	v_readlane_b32 s43, v6, 11
	v_readlane_b32 s42, v6, 10
	v_readlane_b32 s41, v6, 9
	v_readlane_b32 s40, v6, 8
	v_readlane_b32 s39, v6, 7
	v_readlane_b32 s38, v6, 6
	v_readlane_b32 s37, v6, 5
	v_readlane_b32 s36, v6, 4
	v_readlane_b32 s35, v6, 3
	v_readlane_b32 s34, v6, 2
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
swatomic_vote_reduce_add_long:          ; @swatomic_vote_reduce_add_long
	v_mbcnt_lo_u32_b32 v0, -1, 0
	ds_bpermute_b32 v7, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v6, v1, v2
	ds_bpermute_b32 v7, v1, v3
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v8, v10, v4
	ds_bpermute_b32 v9, v10, v5
	ds_bpermute_b32 v6, v8, v4
	ds_bpermute_b32 v7, v8, v5
	global_atomic_add_u64 v[0:1], v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_vote_reduce_add_ulong:         ; @swatomic_vote_reduce_add_ulong
	v_mbcnt_lo_u32_b32 v0, -1, 0
	ds_bpermute_b32 v7, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v6, v1, v2
	ds_bpermute_b32 v7, v1, v3
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v8, v10, v4
	ds_bpermute_b32 v9, v10, v5
	ds_bpermute_b32 v6, v8, v4
	ds_bpermute_b32 v7, v8, v5
	global_atomic_add_u64 v[0:1], v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_vote_reduce_add_double:        ; @swatomic_vote_reduce_add_double
	v_mbcnt_lo_u32_b32 v9, -1, 0
	ds_bpermute_b32 v11, v6, v2
	ds_bpermute_b32 v10, v6, v3
	ds_bpermute_b32 v10, v6, v2
	ds_bpermute_b32 v11, v6, v3
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v12, v13, v4
	ds_bpermute_b32 v13, v13, v5
	ds_bpermute_b32 v6, v4, v37
	ds_bpermute_b32 v39, v4, v38
	global_load_b64 v[27:28], v[2:3], off glc dlc
	global_atomic_cmpswap_b64 v[13:14], v[2:3], v[25:28], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[4:5], v[2:3], v[11:14], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[4:5], v[2:3], v[31:34], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[15:16], v[2:3], v[9:12], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[19:20], v[2:3], v[13:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[23:24], v[2:3], v[17:20], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[29:30], v[2:3], v[21:24], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[35:36], v[2:3], v[27:30], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[50:51], v[2:3], v[33:36], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[54:55], v[2:3], v[48:51], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[66:67], v[2:3], v[52:55], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[27:28], v[2:3], v[64:67], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[33:34], v[2:3], v[25:28], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s95, v8, 31
	v_readlane_b32 s94, v8, 30
	ds_bpermute_b32 v0, v1, v27
	ds_bpermute_b32 v1, v1, v28
	v_readlane_b32 s93, v8, 29
	v_readlane_b32 s92, v8, 28
	v_readlane_b32 s91, v8, 27
	v_readlane_b32 s90, v8, 26
	v_readlane_b32 s89, v8, 25
	v_readlane_b32 s88, v8, 24
	v_readlane_b32 s87, v8, 23
	v_readlane_b32 s86, v8, 22
	v_readlane_b32 s85, v8, 21
	v_readlane_b32 s84, v8, 20
	v_readlane_b32 s83, v8, 19
	v_readlane_b32 s82, v8, 18
	v_readlane_b32 s81, v8, 17
	v_readlane_b32 s80, v8, 16
	v_readlane_b32 s79, v8, 15
	v_readlane_b32 s78, v8, 14
	v_readlane_b32 s77, v8, 13
	v_readlane_b32 s76, v8, 12
	v_readlane_b32 s75, v8, 11
	v_readlane_b32 s74, v8, 10
	v_readlane_b32 s73, v8, 9
	v_readlane_b32 s72, v8, 8
	v_readlane_b32 s71, v8, 7
	v_readlane_b32 s70, v8, 6
	v_readlane_b32 s69, v8, 5
	v_readlane_b32 s68, v8, 4
	v_readlane_b32 s67, v8, 3
	v_readlane_b32 s66, v8, 2
	v_readlane_b32 s65, v8, 1
	v_readlane_b32 s64, v8, 0
	v_readlane_b32 s63, v7, 31
	v_readlane_b32 s62, v7, 30
	v_readlane_b32 s61, v7, 29
	v_readlane_b32 s60, v7, 28
	v_readlane_b32 s59, v7, 27
	v_readlane_b32 s58, v7, 26
	v_readlane_b32 s57, v7, 25
	v_readlane_b32 s56, v7, 24
	v_readlane_b32 s55, v7, 23
	v_readlane_b32 s54, v7, 22
	v_readlane_b32 s53, v7, 21
	v_readlane_b32 s52, v7, 20
	v_readlane_b32 s51, v7, 19
	v_readlane_b32 s50, v7, 18
	v_readlane_b32 s49, v7, 17
	v_readlane_b32 s48, v7, 16
	v_readlane_b32 s47, v7, 15
	v_readlane_b32 s46, v7, 14
	v_readlane_b32 s45, v7, 13
	v_readlane_b32 s44, v7, 12
	v_readlane_b32 s43, v7, 11
	v_readlane_b32 s42, v7, 10
	v_readlane_b32 s41, v7, 9
	v_readlane_b32 s40, v7, 8
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 s37, v7, 5
	v_readlane_b32 s36, v7, 4
	v_readlane_b32 s35, v7, 3
	v_readlane_b32 s34, v7, 2
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
swatomic_reduce_by_key_add_int:         ; @swatomic_reduce_by_key_add_int
	ds_bpermute_b32 v5, v0, v2 offset:124
	ds_bpermute_b32 v6, v0, v3 offset:124
	v_mbcnt_lo_u32_b32 v0, -1, 0
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v1, v4, v5
	global_atomic_add_u32 v0, v[2:3], v5, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
swatomic_reduce_by_key_add_uint:        ; @swatomic_reduce_by_key_add_uint
	ds_bpermute_b32 v5, v0, v2 offset:124
	ds_bpermute_b32 v6, v0, v3 offset:124
	v_mbcnt_lo_u32_b32 v0, -1, 0
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v1, v4, v5
	global_atomic_add_u32 v0, v[2:3], v5, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
swatomic_reduce_by_key_add_float:       ; @swatomic_reduce_by_key_add_float
	ds_bpermute_b32 v9, v5, v2 offset:124
	ds_bpermute_b32 v10, v5, v3 offset:124
	v_mbcnt_lo_u32_b32 v5, -1, 0
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v12, v12, v4
	ds_bpermute_b32 v11, v11, v4
	ds_bpermute_b32 v26, v4, v28
	global_load_b32 v15, v[2:3], off glc dlc
	global_atomic_cmpswap_b32 v10, v[2:3], v[14:15], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v4, v[2:3], v[9:10], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v4, v[2:3], v[17:18], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v9, v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v11, v[2:3], v[8:9], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v13, v[2:3], v[10:11], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v16, v[2:3], v[12:13], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v19, v[2:3], v[15:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v21, v[2:3], v[18:19], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v23, v[2:3], v[20:21], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v25, v[2:3], v[22:23], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v15, v[2:3], v[24:25], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v18, v[2:3], v[14:15], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s95, v7, 31
	v_readlane_b32 s94, v7, 30
	v_readlane_b32 s93, v7, 29
	ds_bpermute_b32 v0, v0, v15
	v_readlane_b32 s92, v7, 28
	v_readlane_b32 s91, v7, 27
	v_readlane_b32 s90, v7, 26
	v_readlane_b32 s89, v7, 25
	v_readlane_b32 s88, v7, 24
	v_readlane_b32 s87, v7, 23
	v_readlane_b32 s86, v7, 22
	v_readlane_b32 s85, v7, 21
	v_readlane_b32 s84, v7, 20
	v_readlane_b32 s83, v7, 19
	v_readlane_b32 s82, v7, 18
	v_readlane_b32 s81, v7, 17
	v_readlane_b32 s80, v7, 16
	v_readlane_b32 s79, v7, 15
	v_readlane_b32 s78, v7, 14
	v_readlane_b32 s77, v7, 13
	v_readlane_b32 s76, v7, 12
	v_readlane_b32 s75, v7, 11
	v_readlane_b32 s74, v7, 10
	v_readlane_b32 s73, v7, 9
	v_readlane_b32 s72, v7, 8
	v_readlane_b32 s71, v7, 7
	v_readlane_b32 s70, v7, 6
	v_readlane_b32 s69, v7, 5
	v_readlane_b32 s68, v7, 4
	v_readlane_b32 s67, v7, 3
	v_readlane_b32 s66, v7, 2
	v_readlane_b32 s65, v7, 1
	v_readlane_b32 s64, v7, 0
	v_readlane_b32 s63, v6, 31
	v_readlane_b32 s62, v6, 30
	v_readlane_b32 s61, v6, 29
	v_readlane_b32 s60, v6, 28
	v_readlane_b32 s59, v6, 27
	v_readlane_b32 s58, v6, 26
	v_readlane_b32 s57, v6, 25
	v_readlane_b32 s56, v6, 24
	v_readlane_b32 s55, v6, 23
	v_readlane_b32 s54, v6, 22
	v_readlane_b32 s53, v6, 21
	v_readlane_b32 s52, v6, 20
	v_readlane_b32 s51, v6, 19
	v_readlane_b32 s50, v6, 18
	v_readlane_b32 s49, v6, 17
	v_readlane_b32 s48, v6, 16
	v_readlane_b32 s47, v6, 15
	v_readlane_b32 s46, v6, 14
	v_readlane_b32 s45, v6, 13
	v_readlane_b32 s44, v6, 12
	v_readlane_b32 s43, v6, 11
	v_readlane_b32 s42, v6, 10
	v_readlane_b32 s41, v6, 9
	v_readlane_b32 s40, v6, 8
	v_readlane_b32 s39, v6, 7
	v_readlane_b32 s38, v6, 6
	v_readlane_b32 s37, v6, 5
	v_readlane_b32 s36, v6, 4
	v_readlane_b32 s35, v6, 3
	v_readlane_b32 s34, v6, 2
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
swatomic_reduce_by_key_add_long:        ; @swatomic_reduce_by_key_add_long
	ds_bpermute_b32 v6, v0, v2 offset:124
	ds_bpermute_b32 v7, v0, v3 offset:124
	v_mbcnt_lo_u32_b32 v0, -1, 0
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v8, v10, v4
	ds_bpermute_b32 v9, v10, v5
	ds_bpermute_b32 v6, v8, v4
	ds_bpermute_b32 v7, v8, v5
	global_atomic_add_u64 v[0:1], v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_reduce_by_key_add_ulong:       ; @swatomic_reduce_by_key_add_ulong
	ds_bpermute_b32 v6, v0, v2 offset:124
	ds_bpermute_b32 v7, v0, v3 offset:124
	v_mbcnt_lo_u32_b32 v0, -1, 0
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v9, v11, v4
	ds_bpermute_b32 v10, v11, v5
	ds_bpermute_b32 v8, v10, v4
	ds_bpermute_b32 v9, v10, v5
	ds_bpermute_b32 v6, v8, v4
	ds_bpermute_b32 v7, v8, v5
	global_atomic_add_u64 v[0:1], v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_reduce_by_key_add_double:      ; @swatomic_reduce_by_key_add_double
	ds_bpermute_b32 v9, v10, v2 offset:124
	ds_bpermute_b32 v10, v10, v3 offset:124
	v_mbcnt_lo_u32_b32 v9, -1, 0
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v13, v14, v4
	ds_bpermute_b32 v14, v14, v5
	ds_bpermute_b32 v12, v13, v4
	ds_bpermute_b32 v13, v13, v5
	ds_bpermute_b32 v6, v4, v37
	ds_bpermute_b32 v39, v4, v38
	global_load_b64 v[27:28], v[2:3], off glc dlc
	global_atomic_cmpswap_b64 v[13:14], v[2:3], v[25:28], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[4:5], v[2:3], v[11:14], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[4:5], v[2:3], v[31:34], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[15:16], v[2:3], v[9:12], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[19:20], v[2:3], v[13:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[23:24], v[2:3], v[17:20], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[29:30], v[2:3], v[21:24], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[35:36], v[2:3], v[27:30], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[50:51], v[2:3], v[33:36], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[54:55], v[2:3], v[48:51], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[66:67], v[2:3], v[52:55], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[27:28], v[2:3], v[64:67], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[33:34], v[2:3], v[25:28], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s95, v8, 31
	v_readlane_b32 s94, v8, 30
	ds_bpermute_b32 v0, v1, v27
	ds_bpermute_b32 v1, v1, v28
	v_readlane_b32 s93, v8, 29
	v_readlane_b32 s92, v8, 28
	v_readlane_b32 s91, v8, 27
	v_readlane_b32 s90, v8, 26
	v_readlane_b32 s89, v8, 25
	v_readlane_b32 s88, v8, 24
	v_readlane_b32 s87, v8, 23
	v_readlane_b32 s86, v8, 22
	v_readlane_b32 s85, v8, 21
	v_readlane_b32 s84, v8, 20
	v_readlane_b32 s83, v8, 19
	v_readlane_b32 s82, v8, 18
	v_readlane_b32 s81, v8, 17
	v_readlane_b32 s80, v8, 16
	v_readlane_b32 s79, v8, 15
	v_readlane_b32 s78, v8, 14
	v_readlane_b32 s77, v8, 13
	v_readlane_b32 s76, v8, 12
	v_readlane_b32 s75, v8, 11
	v_readlane_b32 s74, v8, 10
	v_readlane_b32 s73, v8, 9
	v_readlane_b32 s72, v8, 8
	v_readlane_b32 s71, v8, 7
	v_readlane_b32 s70, v8, 6
	v_readlane_b32 s69, v8, 5
	v_readlane_b32 s68, v8, 4
	v_readlane_b32 s67, v8, 3
	v_readlane_b32 s66, v8, 2
	v_readlane_b32 s65, v8, 1
	v_readlane_b32 s64, v8, 0
	v_readlane_b32 s63, v7, 31
	v_readlane_b32 s62, v7, 30
	v_readlane_b32 s61, v7, 29
	v_readlane_b32 s60, v7, 28
	v_readlane_b32 s59, v7, 27
	v_readlane_b32 s58, v7, 26
	v_readlane_b32 s57, v7, 25
	v_readlane_b32 s56, v7, 24
	v_readlane_b32 s55, v7, 23
	v_readlane_b32 s54, v7, 22
	v_readlane_b32 s53, v7, 21
	v_readlane_b32 s52, v7, 20
	v_readlane_b32 s51, v7, 19
	v_readlane_b32 s50, v7, 18
	v_readlane_b32 s49, v7, 17
	v_readlane_b32 s48, v7, 16
	v_readlane_b32 s47, v7, 15
	v_readlane_b32 s46, v7, 14
	v_readlane_b32 s45, v7, 13
	v_readlane_b32 s44, v7, 12
	v_readlane_b32 s43, v7, 11
	v_readlane_b32 s42, v7, 10
	v_readlane_b32 s41, v7, 9
	v_readlane_b32 s40, v7, 8
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 s37, v7, 5
	v_readlane_b32 s36, v7, 4
	v_readlane_b32 s35, v7, 3
	v_readlane_b32 s34, v7, 2
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
swatomic_wg_linear_id_:                 ; @swatomic_wg_linear_id_
swatomic_wg_linear_size_:               ; @swatomic_wg_linear_size_
swatomic_workgroup_reduce_add_int:      ; @swatomic_workgroup_reduce_add_int
	flat_load_b32 v10, v[0:1]
	global_atomic_add_u32 v6, v[7:8], v5, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_add_u32 v0, v[2:3], v4, off glc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_workgroup_reduce_add_uint:     ; @swatomic_workgroup_reduce_add_uint
	flat_load_b32 v10, v[0:1]
	global_atomic_add_u32 v6, v[7:8], v5, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_add_u32 v0, v[2:3], v4, off glc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_workgroup_reduce_add_float:    ; @swatomic_workgroup_reduce_add_float
	flat_load_b32 v12, v[0:1]
	global_load_b32 v20, v[24:25], off glc dlc
	global_atomic_cmpswap_b32 v11, v[24:25], v[19:20], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v12, v[24:25], v[9:10], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v14, v[24:25], v[11:12], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v16, v[24:25], v[13:14], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v18, v[24:25], v[15:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v21, v[24:25], v[17:18], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v23, v[24:25], v[20:21], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v27, v[24:25], v[22:23], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v29, v[24:25], v[26:27], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v31, v[24:25], v[28:29], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v20, v[24:25], v[30:31], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v11, v[24:25], v[19:20], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[9:10], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[9:10], v[12:13], off
	buffer_gl0_inv
	buffer_gl1_inv
	global_load_b32 v17, v[2:3], off glc dlc
	global_atomic_cmpswap_b32 v5, v[2:3], v[16:17], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v11, v[2:3], v[8:9], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v13, v[2:3], v[10:11], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v15, v[2:3], v[12:13], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v18, v[2:3], v[14:15], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v20, v[2:3], v[17:18], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v22, v[2:3], v[19:20], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v24, v[2:3], v[21:22], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v26, v[2:3], v[23:24], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v28, v[2:3], v[25:26], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v17, v[2:3], v[27:28], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b32 v5, v[2:3], v[16:17], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s89, v7, 25
	v_readlane_b32 s88, v7, 24
	v_readlane_b32 s87, v7, 23
	v_readlane_b32 s86, v7, 22
	v_readlane_b32 s85, v7, 21
	v_readlane_b32 s84, v7, 20
	v_readlane_b32 s83, v7, 19
	v_readlane_b32 s82, v7, 18
	v_readlane_b32 s81, v7, 17
	v_readlane_b32 s80, v7, 16
	v_readlane_b32 s79, v7, 15
	v_readlane_b32 s78, v7, 14
	v_readlane_b32 s77, v7, 13
	v_readlane_b32 s76, v7, 12
	v_readlane_b32 s75, v7, 11
	v_readlane_b32 s74, v7, 10
	v_readlane_b32 s73, v7, 9
	v_readlane_b32 s72, v7, 8
	v_readlane_b32 s71, v7, 7
	v_readlane_b32 s70, v7, 6
	v_readlane_b32 s69, v7, 5
	v_readlane_b32 s68, v7, 4
	v_readlane_b32 s67, v7, 3
	v_readlane_b32 s66, v7, 2
	v_readlane_b32 s65, v7, 1
	v_readlane_b32 s64, v7, 0
	v_readlane_b32 s63, v6, 31
	v_readlane_b32 s62, v6, 30
	v_readlane_b32 s61, v6, 29
	v_readlane_b32 s60, v6, 28
	v_readlane_b32 s59, v6, 27
	v_readlane_b32 s58, v6, 26
	v_readlane_b32 s57, v6, 25
	v_readlane_b32 s56, v6, 24
	v_readlane_b32 s55, v6, 23
	v_readlane_b32 s54, v6, 22
	v_readlane_b32 s53, v6, 21
	v_readlane_b32 s52, v6, 20
	v_readlane_b32 s51, v6, 19
	v_readlane_b32 s50, v6, 18
	v_readlane_b32 s49, v6, 17
	v_readlane_b32 s48, v6, 16
	v_readlane_b32 s47, v6, 15
	v_readlane_b32 s46, v6, 14
	v_readlane_b32 s45, v6, 13
	v_readlane_b32 s44, v6, 12
	v_readlane_b32 s43, v6, 11
	v_readlane_b32 s42, v6, 10
	v_readlane_b32 s41, v6, 9
	v_readlane_b32 s40, v6, 8
	v_readlane_b32 s39, v6, 7
	v_readlane_b32 s38, v6, 6
	v_readlane_b32 s37, v6, 5
	v_readlane_b32 s36, v6, 4
	v_readlane_b32 s35, v6, 3
	v_readlane_b32 s34, v6, 2
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
swatomic_workgroup_reduce_add_long:     ; @swatomic_workgroup_reduce_add_long
	flat_load_b32 v14, v[0:1]
	global_atomic_add_u64 v[10:11], v[10:11], v[8:9], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_add_u64 v[0:1], v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_workgroup_reduce_add_ulong:    ; @swatomic_workgroup_reduce_add_ulong
	flat_load_b32 v14, v[0:1]
	global_atomic_add_u64 v[10:11], v[10:11], v[8:9], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_add_u64 v[0:1], v[2:3], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_workgroup_reduce_add_double:   ; @swatomic_workgroup_reduce_add_double
	flat_load_b32 v12, v[0:1]
	global_load_b64 v[31:32], v[80:81], off glc dlc
	global_atomic_cmpswap_b64 v[9:10], v[80:81], v[29:32], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[15:16], v[80:81], v[9:12], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[19:20], v[80:81], v[13:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[23:24], v[80:81], v[17:20], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[27:28], v[80:81], v[21:24], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[33:34], v[80:81], v[25:28], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[37:38], v[80:81], v[31:34], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[50:51], v[80:81], v[35:38], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[54:55], v[80:81], v[48:51], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[66:67], v[80:81], v[52:55], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[31:32], v[80:81], v[64:67], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[9:10], v[80:81], v[29:32], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[11:12], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[11:12], v[13:14], off
	buffer_gl0_inv
	buffer_gl1_inv
	global_load_b64 v[31:32], v[2:3], off glc dlc
	global_atomic_cmpswap_b64 v[9:10], v[2:3], v[29:32], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[15:16], v[2:3], v[9:12], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[19:20], v[2:3], v[13:16], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[23:24], v[2:3], v[17:20], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[27:28], v[2:3], v[21:24], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[33:34], v[2:3], v[25:28], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[37:38], v[2:3], v[31:34], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[50:51], v[2:3], v[35:38], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[54:55], v[2:3], v[48:51], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[66:67], v[2:3], v[52:55], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[31:32], v[2:3], v[64:67], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_cmpswap_b64 v[9:10], v[2:3], v[29:32], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap_b32 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readlane_b32 s89, v8, 25
	v_readlane_b32 s88, v8, 24
	v_readlane_b32 s87, v8, 23
	v_readlane_b32 s86, v8, 22
	v_readlane_b32 s85, v8, 21
	v_readlane_b32 s84, v8, 20
	v_readlane_b32 s83, v8, 19
	v_readlane_b32 s82, v8, 18
	v_readlane_b32 s81, v8, 17
	v_readlane_b32 s80, v8, 16
	v_readlane_b32 s79, v8, 15
	v_readlane_b32 s78, v8, 14
	v_readlane_b32 s77, v8, 13
	v_readlane_b32 s76, v8, 12
	v_readlane_b32 s75, v8, 11
	v_readlane_b32 s74, v8, 10
	v_readlane_b32 s73, v8, 9
	v_readlane_b32 s72, v8, 8
	v_readlane_b32 s71, v8, 7
	v_readlane_b32 s70, v8, 6
	v_readlane_b32 s69, v8, 5
	v_readlane_b32 s68, v8, 4
	v_readlane_b32 s67, v8, 3
	v_readlane_b32 s66, v8, 2
	v_readlane_b32 s65, v8, 1
	v_readlane_b32 s64, v8, 0
	v_readlane_b32 s63, v7, 31
	v_readlane_b32 s62, v7, 30
	v_readlane_b32 s61, v7, 29
	v_readlane_b32 s60, v7, 28
	v_readlane_b32 s59, v7, 27
	v_readlane_b32 s58, v7, 26
	v_readlane_b32 s57, v7, 25
	v_readlane_b32 s56, v7, 24
	v_readlane_b32 s55, v7, 23
	v_readlane_b32 s54, v7, 22
	v_readlane_b32 s53, v7, 21
	v_readlane_b32 s52, v7, 20
	v_readlane_b32 s51, v7, 19
	v_readlane_b32 s50, v7, 18
	v_readlane_b32 s49, v7, 17
	v_readlane_b32 s48, v7, 16
	v_readlane_b32 s47, v7, 15
	v_readlane_b32 s46, v7, 14
	v_readlane_b32 s45, v7, 13
	v_readlane_b32 s44, v7, 12
	v_readlane_b32 s43, v7, 11
	v_readlane_b32 s42, v7, 10
	v_readlane_b32 s41, v7, 9
	v_readlane_b32 s40, v7, 8
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 s37, v7, 5
	v_readlane_b32 s36, v7, 4
	v_readlane_b32 s35, v7, 3
	v_readlane_b32 s34, v7, 2
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
probe_scan_reduce_int:                  ; @probe_scan_reduce_int
	global_load_b32 v2, v[0:1], off
	v_mbcnt_lo_u32_b32 v4, -1, 0
	ds_bpermute_b32 v2, v3, v0
	ds_bpermute_b32 v3, v3, v1
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v2, v5, v3
	global_atomic_add_u32 v[0:1], v2, off
	buffer_gl0_inv
	buffer_gl1_inv
probe_vote_reduce_int:                  ; @probe_vote_reduce_int
	global_load_b32 v2, v[0:1], off
	v_mbcnt_lo_u32_b32 v2, -1, 0
	ds_bpermute_b32 v5, v3, v0
	ds_bpermute_b32 v3, v3, v1
	ds_bpermute_b32 v5, v3, v0
	ds_bpermute_b32 v6, v3, v1
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v3, v5, v4
	global_atomic_add_u32 v[0:1], v2, off
	buffer_gl0_inv
	buffer_gl1_inv
probe_reduce_by_key_int:                ; @probe_reduce_by_key_int
	global_load_b32 v0, v[2:3], off
	ds_bpermute_b32 v4, v2, v0 offset:124
	ds_bpermute_b32 v5, v2, v1 offset:124
	v_mbcnt_lo_u32_b32 v2, -1, 0
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v3, v5, v4
	global_atomic_add_u32 v[0:1], v2, off
	buffer_gl0_inv
	buffer_gl1_inv
probe_workgroup_reduce_int:             ; @probe_workgroup_reduce_int
	global_load_b32 v2, v[4:5], off
	global_atomic_add_u32 v2, v[3:4], v5, off glc
	buffer_gl0_inv
	buffer_gl1_inv
	global_atomic_add_u32 v[0:1], v2, off
	buffer_gl0_inv
	buffer_gl1_inv
probe_reduce_by_key_ulong:              ; @probe_reduce_by_key_ulong
	global_load_b32 v0, v[2:3], off
	ds_bpermute_b32 v4, v2, v0 offset:124
	ds_bpermute_b32 v5, v2, v1 offset:124
	v_mbcnt_lo_u32_b32 v2, -1, 0
	ds_bpermute_b32 v7, v8, v6
	ds_bpermute_b32 v8, v8, v9
	ds_bpermute_b32 v8, v9, v6
	ds_bpermute_b32 v9, v9, v7
	ds_bpermute_b32 v8, v10, v6
	ds_bpermute_b32 v9, v10, v7
	ds_bpermute_b32 v8, v10, v6
	ds_bpermute_b32 v9, v10, v7
	ds_bpermute_b32 v6, v9, v5
	ds_bpermute_b32 v3, v9, v4
	global_atomic_add_u64 v[0:1], v[2:3], off
	buffer_gl0_inv
	buffer_gl1_inv
amdhsa.kernels:
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
